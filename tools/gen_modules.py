#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The module registry, generated from src/modules/modules.list and each module's module.txt.

A module is a folder src/modules/<name>/ registered by one line of modules.list. Its module.txt
says what the build must know before compiling anything: the module's public name, group and
summary, and the things it adds to the game's closed sets (command kinds, event kinds, phases,
errors, card and tile ids). This script numbers them and writes:

  items     alhambra/module_items.h   module ids, card and tile id ranges (included by types.h)
  kinds     alhambra/module_kinds.h   command, event, phase and error constants, the modules'
                                      state as one value (included by game.h)
  registry  <layer> registry C file   the table of each layer's module parts, by module id
            (layers: engine, persist, bots, client)

Every listed module must have each layer's part; a missing part fails the link (and the test
tests/modules/check_module_parts.py says which file is missing).
"""
import os
import re
import sys

GROUPS = ["base", "expansion-1", "expansion-2", "expansion-3", "expansion-4", "expansion-5",
          "expansion-6", "queenie", "designer", "fan", "red-palace"]
KEYS = {"name", "group", "summary", "placement", "veto", "offers", "payments", "window", "presets", "commands", "events", "phases", "error", "cards", "hand-cards", "tiles"}
LAYERS = {  # layer: (descriptor type, symbol prefix, header)
    "engine": ("AlhModule", "alh_module_", '"module.h"'),
    "persist": ("AlhModulePersist", "alh_persist_", '"persist/module_persist.h"'),
    "bots": ("AlhModuleBot", "alh_bot_", '"bot_module.h"'),
    "client": ("AlhModuleClient", "alh_client_", '"client_module.h"'),
}
FIRST_MODULE_CARD = 110  # money 0..107, the scoring cards 108 and 109
FIRST_MODULE_TILE = 56   # building tiles 1..54, the fountain 55
CARD_ID_LIMIT = 255      # card ids are bytes; 0xFF is "no card"
HAND_CARD_LIMIT = 256    # AlhCardSet holds 256 bits
TILE_ID_LIMIT = 255


def fail(msg):
    sys.exit("gen_modules: " + msg)


def ident(s):
    return re.fullmatch(r"[A-Z][A-Z0-9_]*", s) is not None


def read_list(path):
    names = []
    for n, line in enumerate(open(path), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if not re.fullmatch(r"[a-z][a-z0-9_]*", line):
            fail(f"{path}:{n}: '{line}' is not a module folder name (lower case, digits, _)")
        if line in names:
            fail(f"{path}:{n}: '{line}' is listed twice")
        names.append(line)
    return names


# The hooks whose modules the engine's loops read from a generated set (ALH_HOOK_<NAME>_BITS0/1),
# found in each module's AlhModule in its rules.c: a loop over the game's modules then asks only
# the modules that set the hook (module-all_modules checks every set against the hooks).
HOOKS = ["before_action", "after_action", "board_changed", "before_finish", "after_turn", "tile_bought",
         "add_counts", "score_terms", "settle_scoring", "before_scoring", "after_scoring", "commands", "pending_tile_commands",
         "take_limit", "overpaid", "extra_participant", "check_option", "edge", "edges_fit", "passage", "local_check",
         "locked"]


def read_hooks(folder, path):
    if not os.path.exists(path):
        fail(f"{path}: missing (every listed module needs its rules.c)")
    text = open(path, encoding="utf-8").read()
    block = re.search(r"const AlhModule alh_module_" + re.escape(folder) + r"\s*=\s*\{(.*?)\n\};", text, re.S)
    if not block:
        fail(f"{path}: no 'const AlhModule alh_module_{folder} = {{ ... }};' to read its hooks from")
    return {name for name, value in re.findall(r"\.\s*(\w+)\s*=\s*([^,\n]+)", block.group(1))
            if value.strip() not in ("NULL", "0")}


def read_manifest(folder, path):
    m = {"folder": folder, "commands": [], "events": [], "phases": [], "errors": [], "cards": [],
         "tiles": [], "summary": "", "group": "base", "presets": [], "placement": False, "veto": False, "offers": False,
         "payments": False, "window": False}
    if not os.path.exists(path):
        fail(f"{path}: missing (every listed module needs its module.txt)")
    for n, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or key not in KEYS:
            fail(f"{path}:{n}: expected 'key: value' with a key among {sorted(KEYS)}")
        where = f"{path}:{n}"
        if key in ("name", "group", "summary"):
            m[key] = value
        elif key in ("placement", "veto", "offers", "payments", "window"):
            if value not in ("yes", "no"):
                fail(f"{where}: expected '{key}: yes' or '{key}: no'")
            m[key] = value == "yes"
        elif key == "presets":
            for word in value.split():
                if not re.fullmatch(r"[a-z][a-z0-9-]*", word) or word in ("all", "none") or word in GROUPS:
                    fail(f"{where}: preset '{word}' is not a lower-case word, or is a group's name, all or none")
                m["presets"].append(word)
        elif key in ("commands", "events", "phases"):
            for word in value.split():
                if not ident(word):
                    fail(f"{where}: '{word}' is not an UPPER_CASE name")
                m[key].append(word)
        elif key == "error":
            parts = value.split(None, 2)
            if len(parts) != 3 or not ident(parts[0]) or not re.fullmatch(r"[a-z][a-z0-9-]*", parts[1]):
                fail(f"{where}: expected 'error: NAME code-word One English sentence.'")
            m["errors"].append(parts)
        elif key in ("cards", "hand-cards", "tiles"):
            parts = value.split()
            if len(parts) != 2 or not ident(parts[0]) or not parts[1].isdigit() or int(parts[1]) < 1:
                fail(f"{where}: expected '{key}: NAME COUNT'")
            entry = (parts[0], int(parts[1]), key == "hand-cards")
            (m["tiles"] if key == "tiles" else m["cards"]).append(entry)
    if not re.fullmatch(r"[a-z][a-z0-9-]*", m.get("name", "")):
        fail(f"{path}: 'name:' is missing or not a lower-case word (letters, digits, -)")
    if m["name"] != folder.replace("_", "-"):
        fail(f"{path}: the name must be the folder's name with - for _ ('{folder.replace('_', '-')}')")
    if m["group"] not in GROUPS:
        fail(f"{path}: group '{m['group']}' is not one of {GROUPS}")
    m["state"] = os.path.exists(os.path.join(os.path.dirname(path), "state.h"))
    return m


def load(list_path, moddir):
    names = read_list(list_path)
    mods = [read_manifest(n, os.path.join(moddir, n, "module.txt")) for n in names]
    for m in mods:
        m["hooks"] = read_hooks(m["folder"], os.path.join(moddir, m["folder"], "rules.c"))
    seen = {}
    for m in mods:
        for kind in ("commands", "events", "phases"):
            for w in m[kind]:
                k = (kind, w)
                if k in seen:
                    fail(f"{kind[:-1]} {w} is declared by both {seen[k]} and {m['folder']}")
                seen[k] = m["folder"]
        for e in m["errors"]:
            for k in (("error", e[0]), ("code", e[1])):
                if k in seen:
                    fail(f"error {k[1]} is declared by both {seen[k]} and {m['folder']}")
                seen[k] = m["folder"]
        for kind in ("cards", "tiles"):
            for e in m[kind]:
                k = (kind, e[0])
                if k in seen:
                    fail(f"{kind} {e[0]} are declared by both {seen[k]} and {m['folder']}")
                seen[k] = m["folder"]
    return mods


def card_ranges(mods):
    """Cards that can be held come first, so the hand's bit set stays as small as possible."""
    out, nxt = [], FIRST_MODULE_CARD
    for hand in (True, False):
        for i, m in enumerate(mods):
            for name, count, in_hand in m["cards"]:
                if in_hand == hand:
                    out.append((i, name, nxt, count, in_hand))
                    nxt += count
    return out, nxt


def tile_ranges(mods):
    out, nxt = [], FIRST_MODULE_TILE
    for i, m in enumerate(mods):
        for name, count, _ in m["tiles"]:
            out.append((i, name, nxt, count))
            nxt += count
    return out, nxt


def header(guard, lines):
    return "\n".join(["/* Generated by tools/gen_modules.py from src/modules; do not edit. */",
                      f"#ifndef {guard}", f"#define {guard}", ""] + lines + ["", "#endif", ""])


def gen_items(mods):
    lines = ["/* The modules, in the order of src/modules/modules.list. */", "typedef enum AlhModuleId {"]
    lines += [f"    ALH_MOD_{m['folder'].upper()}," for m in mods]
    lines += ["    ALH_MOD_COUNT", "} AlhModuleId;",
              "/* The words of a module set that can hold a module (the loops over a set read only these). */",
              "#define ALH_MODULE_WORDS ((ALH_MOD_COUNT + 63) / 64)", ""]
    words = [0, 0]
    for i, m in enumerate(mods):
        if m["placement"] and i >= 128:
            fail(f"{m['folder']}: placement modules must be among the first 128 of modules.list")
        if m["placement"]:
            words[i // 64] |= 1 << (i % 64)
    lines.append("/* The modules whose module.txt says 'placement: yes': the only ones with placement hooks, so that")
    lines.append(" * the building rules walk those alone (test-modules checks it against the hooks). */")
    lines.append(f"#define ALH_MODULES_PLACEMENT_BITS0 0x{words[0]:016x}ULL")
    lines.append(f"#define ALH_MODULES_PLACEMENT_BITS1 0x{words[1]:016x}ULL")
    declared = [("veto", "VETO", "a veto hook, so that every command checked or listed asks those alone"),
                ("offers", "OFFER", "tiles on offer beside the market (the offer hook), so that the buying spaces ask those alone"),
                ("payments", "PAYMENT", "payments of their own to list (list_payments), so that every listing of the buys asks those alone"),
                ("window", "WINDOW", "moves in the window after a turn (window_moves), so that its questions ask those alone")]
    for key, macro, why in declared:
        bits = [0, 0]
        for i, m in enumerate(mods):
            if m[key] and i >= 128:
                fail(f"{m['folder']}: modules with '{key}: yes' must be among the first 128 of modules.list")
            if m[key]:
                bits[i // 64] |= 1 << (i % 64)
        lines.append(f"/* The modules whose module.txt says '{key}: yes': the only ones with {why}")
        lines.append(" * (test-modules checks it against the hooks). */")
        lines.append(f"#define ALH_MODULES_{macro}_BITS0 0x{bits[0]:016x}ULL")
        lines.append(f"#define ALH_MODULES_{macro}_BITS1 0x{bits[1]:016x}ULL")
    lines.append("/* The modules whose AlhModule (rules.c) sets each hook below: the engine's loops over a game's")
    lines.append(" * modules for that hook ask these alone (ALH_HOOK_MODULES; module-all_modules checks them). */")
    for hook in HOOKS:
        bits = [0, 0]
        for i, m in enumerate(mods):
            if hook in m["hooks"]:
                if i >= 128:
                    fail(f"{m['folder']}: modules with the hook {hook} must be among the first 128 of modules.list")
                bits[i // 64] |= 1 << (i % 64)
        lines.append(f"#define ALH_HOOK_{hook.upper()}_BITS0 0x{bits[0]:016x}ULL")
        lines.append(f"#define ALH_HOOK_{hook.upper()}_BITS1 0x{bits[1]:016x}ULL")
    lines.append("")
    cards, card_end = card_ranges(mods)
    hand_end = max([c[2] + c[3] for c in cards if c[4]], default=FIRST_MODULE_CARD)
    if card_end > CARD_ID_LIMIT:
        fail(f"the modules' cards need ids up to {card_end - 1}; card ids are bytes below {CARD_ID_LIMIT}")
    if hand_end > HAND_CARD_LIMIT:
        fail(f"the cards that can be held need ids up to {hand_end - 1}; a hand holds ids below {HAND_CARD_LIMIT}")
    lines.append("/* Card ids of the modules: cards that can be held first, then the others. */")
    lines.append(f"#define ALH_CARD_MODULE_FIRST {FIRST_MODULE_CARD} /* the first module card id */")
    for i, name, first, count, in_hand in cards:
        lines.append(f"#define ALH_CARD_{name}_FIRST {first} /* {mods[i]['name']}{', held' if in_hand else ''} */")
        lines.append(f"#define ALH_CARD_{name}_COUNT {count}")
    lines.append(f"#define ALH_HAND_CARD_END {hand_end} /* ids below this can be in a hand */")
    lines.append(f"#define ALH_CARD_ID_MAX {card_end} /* card ids are below this */")
    lines.append("")
    tiles, tile_end = tile_ranges(mods)
    if tile_end > TILE_ID_LIMIT:
        fail(f"the modules' tiles need ids up to {tile_end - 1}")
    lines.append("/* Tile ids of the modules, after the fountain. */")
    lines.append(f"#define ALH_TILE_MODULE_FIRST {FIRST_MODULE_TILE} /* the first module tile id */")
    for i, name, first, count in tiles:
        lines.append(f"#define ALH_TILE_{name}_FIRST {first} /* {mods[i]['name']} */")
        lines.append(f"#define ALH_TILE_{name}_COUNT {count}")
    lines.append(f"#define ALH_TILE_MAX {tile_end - 1} /* highest tile id of any kind */")
    return header("ALHAMBRA_MODULE_ITEMS_H", lines)


def gen_kinds(mods):
    lines = []
    for kind, prefix, base, end in (("commands", "ALH_CMD_", "ALH_CMD_BASE_COUNT", "ALH_CMD_TYPE_COUNT"),
                                    ("events", "ALH_EV_", "ALH_EV_BASE_COUNT", "ALH_EV_TYPE_COUNT"),
                                    ("phases", "ALH_PHASE_", "ALH_PHASE_BASE_COUNT", "ALH_PHASE_COUNT")):
        names = [(w, m["name"]) for m in mods for w in m[kind]]
        lines.append(f"/* The modules' {kind}. */")
        lines.append("enum {")
        for j, (w, owner) in enumerate(names):
            lines.append(f"    {prefix}{w}{' = ' + base if j == 0 else ''}, /* {owner} */")
        lines.append(f"    {end}{'' if names else ' = ' + base}")
        lines.append("};")
        lines.append("")
    errs = [(e[0], m["name"]) for m in mods for e in m["errors"]]
    lines.append("/* The modules' errors (codes and sentences: alh_error_code, alh_error_message). */")
    for j, (w, owner) in enumerate(errs):
        lines.append(f"#define ALH_ERR_{w} ((AlhError)(ALH_ERR_BASE_COUNT + {j})) /* {owner} */")
    lines.append(f"#define ALH_ERR_COUNT (ALH_ERR_BASE_COUNT + {len(errs)})")
    lines.append("")
    with_state = [m for m in mods if m["state"]]
    lines.append("/* Each module's state (its own folder's state.h), one member per module that has one. */")
    lines += [f'#include "{m["folder"]}/state.h"' for m in with_state]
    lines.append("typedef struct AlhModState {")
    for m in with_state:
        camel = "".join(p.capitalize() for p in m["folder"].split("_"))
        lines.append(f"    Alh{camel}State {m['folder']};")
    if not with_state:
        lines.append("    uint8_t unused_;")
    lines.append("} AlhModState;")
    return header("ALHAMBRA_MODULE_KINDS_H", lines)


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def gen_registry(mods, layer):
    typ, prefix, inc = LAYERS[layer]
    lines = ["/* Generated by tools/gen_modules.py from src/modules; do not edit. */", f"#include {inc}", ""]
    lines += [f"extern const {typ} {prefix}{m['folder']};" for m in mods]
    lines.append("")
    lines.append(f"const {typ} *const {prefix}registry[ALH_MOD_COUNT + 1] = {{")
    lines += [f"    &{prefix}{m['folder']}," for m in mods]
    lines.append("    NULL,")
    lines.append("};")
    if layer == "client":
        # the folders, where the data archive keeps each module's strings (lang/<folder>/<code>.txt)
        lines.append("")
        lines.append("const char *const alh_client_folders[ALH_MOD_COUNT + 1] = {")
        lines += [f"    {c_str(m['folder'])}," for m in mods]
        lines.append("    NULL,")
        lines.append("};")
    if layer != "engine":
        return "\n".join(lines) + "\n"
    # The same, padded with NULL to whole words of a module set: ALH_FOR_MODSET reads a module of
    # any bit of those words without a bounds check.
    lines.append("")
    lines.append("const AlhModule *const alh_module_slots[ALH_MODULE_WORDS * 64] = {")
    lines += [f"    &{prefix}{m['folder']}," for m in mods]
    lines.append("};")
    lines.append("")
    lines.append("const AlhModuleInfo alh_module_infos[ALH_MOD_COUNT + 1] = {")
    for m in mods:
        group = "ALH_GROUP_" + m["group"].upper().replace("-", "_")
        lines.append(f"    {{{c_str(m['name'])}, {group}, {c_str(m['summary'])}, {c_str(' '.join(m['presets']))}}},")
    lines.append("    {NULL, 0, NULL, NULL},")
    lines.append("};")
    lines.append("")
    # the presets' names, each once, in the order the registry first names them
    words = []
    for m in mods:
        words += [w for w in m["presets"] if w not in words]
    lines.append(f"const char *const alh_preset_names[{len(words)} + 1] = {{")
    lines += [f"    {c_str(w)}," for w in words]
    lines.append("    NULL,")
    lines.append("};")
    lines.append("")

    def owners(kind, base, end):
        out = [f"const uint8_t alh_{kind}_owner[{end} - {base} + 1] = {{"]
        out += [f"    ALH_MOD_{m['folder'].upper()}, /* {w} */" for m in mods for w in m[kind + 's']]
        out.append("    0xFF,")
        out.append("};")
        return out
    lines += owners("command", "ALH_CMD_BASE_COUNT", "ALH_CMD_TYPE_COUNT")
    lines += owners("event", "ALH_EV_BASE_COUNT", "ALH_EV_TYPE_COUNT")
    lines += owners("phase", "ALH_PHASE_BASE_COUNT", "ALH_PHASE_COUNT")
    lines.append("const char *const alh_module_phase_names[ALH_PHASE_COUNT - ALH_PHASE_BASE_COUNT + 1] = {")
    lines += [f"    {c_str(w.lower().replace('_', '-'))}," for m in mods for w in m["phases"]]
    lines.append("    NULL,")
    lines.append("};")
    lines.append("const char *const alh_module_error_texts[ALH_ERR_COUNT - ALH_ERR_BASE_COUNT + 1][2] = {")
    lines += [f"    {{{c_str(e[1])}, {c_str(e[2])}}}," for m in mods for e in m["errors"]]
    lines.append("    {NULL, NULL},")
    lines.append("};")
    cards, _ = card_ranges(mods)
    lines.append("const AlhModuleRange alh_module_card_ranges[] = {")
    lines += [f"    {{ALH_MOD_{mods[i]['folder'].upper()}, {first}, {count}, {1 if hand else 0}}},"
              for i, _, first, count, hand in cards]
    lines.append("    {0xFF, 0, 0, 0},")
    lines.append("};")
    tiles, tile_end = tile_ranges(mods)
    # Every module tile's data by id, read inline by alh_tile_info (types.h): the module's table is
    # alh_<name>_tiles for its 'tiles: NAME count' line (module-all_modules compares both readings).
    lines.append("")
    lines += [f"extern const AlhTileInfo alh_{name.lower()}_tiles[];" for _, name, _, _ in tiles]
    lines.append(f"const AlhTileInfo *const alh_module_tile_infos[{max(tile_end - FIRST_MODULE_TILE, 0)} + 1] = {{")
    lines += [f"    &alh_{name.lower()}_tiles[{k}]," for _, name, _, count in tiles for k in range(count)]
    lines.append("    NULL,")
    lines.append("};")
    lines.append("const AlhModuleRange alh_module_tile_ranges[] = {")
    lines += [f"    {{ALH_MOD_{mods[i]['folder'].upper()}, {first}, {count}, 0}}," for i, _, first, count in tiles]
    lines.append("    {0xFF, 0, 0, 0},")
    lines.append("};")
    # The same ranges by id (cards and tiles are bytes): each id's range in the list above at
    # once, 0xFF for none.
    for name, ranges in (("card", [(first, count) for _, _, first, count, _ in cards]),
                         ("tile", [(first, count) for _, _, first, count in tiles])):
        if len(ranges) >= 255:
            fail(f"too many {name} ranges for a byte")
        index = ["0xFF"] * 256
        for r, (first, count) in enumerate(ranges):
            for k in range(first, first + count):
                index[k] = str(r)
        lines.append(f"const uint8_t alh_module_{name}_range[256] = {{")
        lines += ["    " + ", ".join(index[k:k + 16]) + "," for k in range(0, 256, 16)]
        lines.append("};")
    return "\n".join(lines) + "\n"


def write(path, text):
    # Rewrite only on change, so that a reconfigure does not rebuild everything.
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


def main(argv):
    if len(argv) < 5 or argv[1] not in ("items", "kinds", "registry", "check"):
        fail("usage: gen_modules.py items|kinds LIST MODDIR OUT | registry LAYER LIST MODDIR OUT")
    what = argv[1]
    if what == "registry":
        layer, list_path, moddir, out = argv[2:6]
        if layer not in LAYERS:
            fail(f"unknown layer '{layer}'")
        write(out, gen_registry(load(list_path, moddir), layer))
        return
    list_path, moddir, out = argv[2:5]
    mods = load(list_path, moddir)
    write(out, gen_items(mods) if what == "items" else gen_kinds(mods))


if __name__ == "__main__":
    main(sys.argv)
