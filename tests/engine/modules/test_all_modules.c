/* SPDX-License-Identifier: MIT */
/* Every module of the registry together: names, setup, and whole games. Each module's own tests
 * are in its folder (src/modules/<name>/test_<name>.c). */
#include "mod_fixtures.h"

#include <string.h>

#include "alhambra/bot.h"
#include "alhambra/view.h"
#include "camps/camps.h"
#include "characters/characters.h"
#include "module.h" /* the engine's module hooks */

/* Every module a player chooses (ids below 64). */
static uint64_t all_modules(void) { return alh_modules_optional().bits[0]; }

/* One command of the random player played: it must be legal (the player asks only the modules'
 * vetoes of what it draws from a legal listing, so a wrong listing shows here). */
static void random_step(AlhGame *g, AlhRng *rng)
{
    AlhCommand c;
    assert_int_equal(alh_random_policy(g, rng, &c), ALH_OK);
    assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
}

/* The names used in "modules=" lists: one per module, found back by name; groups too. */
static void test_names(void **state)
{
    (void)state;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const char *name = alh_module_name(id);
        assert_non_null(name);
        assert_int_equal(alh_module_id(name), id);
        for (int other = 0; other < id; other++)
            assert_string_not_equal(alh_module_name(other), name);
        assert_non_null(alh_group_name(alh_module_info(id)->group));
        assert_true(strlen(alh_module_info(id)->summary) > 10);
    }
    assert_int_equal(alh_module_id("no-such-module"), -1);
    assert_null(alh_module_name(ALH_MOD_COUNT));
    AlhGame g;
    AlhSetup bad = {.num_players = 3, .seed = 1, .modules = alh_modset_from_bits(1ull << ALH_MOD_COUNT)};
    assert_int_equal(alh_new_game(&g, &bad, NULL), ALH_ERR_BAD_COMMAND);
    /* The one reader of lists: groups give their modules, "all" every expansion's module a player
     * chooses (not the base box's options, such as the French Big Box's pile 5). */
    AlhModuleSet set;
    char msg[1024];
    uint64_t expansions = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_info(id)->group != ALH_GROUP_BASE)
            expansions |= all_modules() & (1ull << id);
    assert_true(expansions != 0 && expansions != all_modules()); /* some choosable module of the base box */
    assert_true(alh_modules_parse("all", &set, msg, sizeof msg));
    assert_int_equal(set.bits[0], expansions);
    assert_true(alh_modules_parse("none", &set, msg, sizeof msg));
    assert_true(alh_modset_empty(&set));
    for (int group = 0; group < ALH_GROUP_COUNT; group++) {
        uint64_t want = 0;
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_module_info(id)->group == group && ((all_modules() >> id) & 1))
                want |= 1ull << id;
        if (!want)
            continue;
        assert_true(alh_modules_parse(alh_group_name(group), &set, msg, sizeof msg));
        assert_int_equal(set.bits[0], want);
    }
    /* a preset named by the modules' own module.txt reads like a group: its modules, all optional */
    AlhModuleSet optional = alh_modules_optional();
    for (int k = 0; alh_preset_name(k); k++) {
        AlhModuleSet preset = alh_preset_modules(alh_preset_name(k));
        assert_false(alh_modset_empty(&preset));
        assert_true(alh_modules_parse(alh_preset_name(k), &set, msg, sizeof msg));
        assert_true(alh_modset_equal(&set, &preset));
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&preset, id))
                assert_true(alh_modset_has(&optional, id) && strstr(alh_module_info(id)->presets, alh_preset_name(k)));
    }
    AlhModuleSet none = alh_preset_modules("dragons");
    assert_true(alh_modset_empty(&none));
    assert_false(alh_modules_parse("squares,dragons", &set, msg, sizeof msg));
    assert_non_null(strstr(msg, "unknown module 'dragons'"));
    assert_non_null(strstr(msg, alh_module_name(ALH_MOD_COUNT - 1))); /* the message names the known ones */
    char text[256];
    assert_true(
        alh_modules_parse(alh_modules_format(&(AlhModuleSet){{all_modules(), 0}}, text, sizeof text), &set, msg, sizeof msg));
    assert_int_equal(set.bits[0], all_modules());
}

/*
 * A module.txt key against the hooks it stands for: every module with the hooks is declared
 * (`declared_of` returns it for a game of every module) and no other is; a module whose hooks are
 * not declared would be skipped silently. Returns how many modules have the hooks.
 */
static int modules_declared_as_hooked(AlhModuleSet (*declared_of)(const AlhGame *), bool (*hooked)(const AlhModule *),
                                      const char *hooks, const char *key)
{
    AlhGame g;
    memset(&g, 0, sizeof g);
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        alh_modset_add(&g.modules, id);
    AlhModuleSet declared = declared_of(&g);
    int count = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModule *m = alh_module(id);
        assert_non_null(m);
        bool has = hooked(m);
        if (has != alh_modset_has(&declared, id))
            fail_msg("module %s: %s %s, module.txt %s'%s'", alh_module_name(id), hooks, has ? "yes" : "no",
                     alh_modset_has(&declared, id) ? "" : "no ", key);
        count += has;
    }
    return count;
}

static bool has_placement_hooks(const AlhModule *m)
{
    return m->shapes || m->shapes_at || m->edge || m->edges_fit || m->passage || m->locked || m->local_check || m->check_option ||
           m->apply_option;
}
static bool has_veto(const AlhModule *m) { return m->veto != NULL; }
static bool has_offer(const AlhModule *m) { return m->offer != NULL; }
static bool has_list_payments(const AlhModule *m) { return m->list_payments != NULL; }
static bool has_window(const AlhModule *m) { return m->window_moves != NULL || m->window_phase != 0; }

/* The building rules ask only the modules whose module.txt says 'placement: yes' (alh_place_modules). */
static void test_placement_modules_declared(void **state)
{
    (void)state;
    int placing = modules_declared_as_hooked(alh_place_modules, has_placement_hooks, "placement hooks", "placement: yes");
    assert_true(placing >= 3); /* camps, city gates, city walls */
}

/* A command is checked and listed asking only the modules whose module.txt says 'veto: yes' (alh_veto_modules). */
static void test_veto_modules_declared(void **state)
{
    (void)state;
    assert_true(modules_declared_as_hooked(alh_veto_modules, has_veto, "veto", "veto: yes") >=
                2); /* characters, master builders, ... */
}

/* The buying spaces past the market ask only the modules whose module.txt says 'offers: yes'
 * (alh_offer_modules): an undeclared one would never sell its tiles. */
static void test_offer_modules_declared(void **state)
{
    (void)state;
    assert_true(modules_declared_as_hooked(alh_offer_modules, has_offer, "offer", "offers: yes") >= 1); /* bazaars */
}

/* Every listing of the buys asks only the modules whose module.txt says 'payments: yes'
 * (alh_payment_modules): an undeclared one would never be paid with. */
static void test_payment_modules_declared(void **state)
{
    (void)state;
    int paying = modules_declared_as_hooked(alh_payment_modules, has_list_payments, "list_payments", "payments: yes");
    assert_true(paying >= 2); /* diamonds, exchange, ... */
}

/* The window after a turn (its host, its questions after every turn) asks only the modules whose
 * module.txt says 'window: yes' (alh_window_modules): an undeclared one would never be asked. */
static void test_window_modules_declared(void **state)
{
    (void)state;
    assert_true(modules_declared_as_hooked(alh_window_modules, has_window, "window hooks", "window: yes") >=
                2); /* the vizier, the thieves */
}

/* alh_tile_info reads the modules' tiles from a generated table: the same data as each module's
 * own table (alh_tile_info_slow, through the registry), for every id. */
static void test_tile_info_table_is_the_modules(void **state)
{
    (void)state;
    int module_tiles = 0;
    for (int tile = -1; tile < 300; tile++) {
        const AlhTileInfo *inline_info = alh_tile_info(tile), *from_module = alh_tile_info_slow(tile);
        if (inline_info != from_module)
            fail_msg("tile %d: alh_tile_info and its module's table disagree", tile);
        module_tiles += tile >= ALH_TILE_MODULE_FIRST && from_module != NULL;
        if (from_module)
            assert_int_equal(from_module->id, tile);
    }
    assert_int_equal(module_tiles, ALH_TILE_MAX + 1 - ALH_TILE_MODULE_FIRST);
}

/* The loops over a set of modules (ALH_FOR_MODSET) read only the words that can hold a module and
 * the padded registry (alh_module_slots): over a set with every bit set, and every single bit,
 * they visit the registry's modules in list order, each once, and nothing past them. */
static void test_module_loops_visit_the_registry(void **state)
{
    (void)state;
    for (int i = 0; i < ALH_MODULE_WORDS * 64; i++)
        assert_ptr_equal(alh_module_slots[i], alh_module_at(i));
    AlhModuleSet every;
    memset(&every, 0xFF, sizeof every);
    int seen = 0;
    ALH_FOR_MODSET(&every, m)
    {
        assert_ptr_equal(m, alh_module(seen));
        seen++;
    }
    assert_int_equal(seen, ALH_MOD_COUNT);
    for (int bit = 0; bit < ALH_MAX_MODULES; bit++) {
        AlhModuleSet one = alh_modset_none();
        alh_modset_add(&one, bit);
        int visits = 0;
        ALH_FOR_MODSET(&one, m)
        {
            assert_ptr_equal(m, alh_module(bit));
            visits++;
        }
        assert_int_equal(visits, bit < ALH_MOD_COUNT ? 1 : 0);
    }
}

/* The hook sets generated from each module's rules.c (ALH_HOOK_<NAME>_BITS0/1) hold exactly the
 * modules whose AlhModule sets the hook: the engine's loops for a hook ask only those, so a module
 * missing from a set would never be asked. */
#define CHECK_HOOK_SET(NAME, field)                                                                                              \
    for (int id = 0; id < ALH_MOD_COUNT; id++) {                                                                                 \
        bool has = alh_module(id)->field != NULL;                                                                                \
        bool bit = id < 64 ? (ALH_HOOK_##NAME##_BITS0 >> id) & 1 : (ALH_HOOK_##NAME##_BITS1 >> (id - 64)) & 1;                   \
        if (has != bit)                                                                                                          \
            fail_msg("module %s: hook %s %s, its generated set %s", alh_module_name(id), #field, has ? "set" : "unset",          \
                     bit ? "holds it" : "leaves it out");                                                                        \
        hooked += has;                                                                                                           \
    }
static void test_hook_sets_are_the_hooks(void **state)
{
    (void)state;
    int hooked = 0;
    CHECK_HOOK_SET(BEFORE_ACTION, before_action)
    CHECK_HOOK_SET(AFTER_ACTION, after_action)
    CHECK_HOOK_SET(BOARD_CHANGED, board_changed)
    CHECK_HOOK_SET(BEFORE_FINISH, before_finish)
    CHECK_HOOK_SET(AFTER_TURN, after_turn)
    CHECK_HOOK_SET(TILE_BOUGHT, tile_bought)
    CHECK_HOOK_SET(ADD_COUNTS, add_counts)
    CHECK_HOOK_SET(SCORE_TERMS, score_terms)
    CHECK_HOOK_SET(SETTLE_SCORING, settle_scoring)
    CHECK_HOOK_SET(BEFORE_SCORING, before_scoring)
    CHECK_HOOK_SET(AFTER_SCORING, after_scoring)
    CHECK_HOOK_SET(COMMANDS, commands)
    CHECK_HOOK_SET(PENDING_TILE_COMMANDS, pending_tile_commands)
    CHECK_HOOK_SET(TAKE_LIMIT, take_limit)
    CHECK_HOOK_SET(OVERPAID, overpaid)
    CHECK_HOOK_SET(EXTRA_PARTICIPANT, extra_participant)
    CHECK_HOOK_SET(CHECK_OPTION, check_option)
    CHECK_HOOK_SET(EDGE, edge)
    CHECK_HOOK_SET(EDGES_FIT, edges_fit)
    CHECK_HOOK_SET(PASSAGE, passage)
    CHECK_HOOK_SET(LOCAL_CHECK, local_check)
    CHECK_HOOK_SET(LOCKED, locked)
    assert_true(hooked >= 20); /* the modules set many of them */
    /* A game's modules score points of their own exactly when one of them scores (the modules'
     * column of the client's scorings and results). */
    int scoring = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        AlhGame g;
        memset(&g, 0, sizeof g);
        alh_modset_add(&g.modules, id);
        bool scores = alh_module(id)->score_terms || alh_module(id)->settle_scoring;
        assert_int_equal(alh_modules_score_points(&g), scores);
        scoring += scores;
    }
    assert_true(scoring >= 6); /* bazaars, camps, characters, invaders, street trader, treasure chamber */
    AlhGame none;
    memset(&none, 0, sizeof none);
    assert_false(alh_modules_score_points(&none));
}
#undef CHECK_HOOK_SET

/* Every module at once, at each player count: a valid game (every card and tile accounted for). */
static void test_setup_all(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        AlhGame g;
        mx_new_game(&g, players, (uint64_t)players, all_modules());
        char msg[160];
        if (!alh_game_validate(&g, msg, sizeof msg))
            fail_msg("%d players: %s", players, msg);
        assert_int_equal(alh_module_on(&g, ALH_MOD_TWO_PLAYER), players == 2);
    }
}

static void test_soak_all(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(all_modules(), 30, 2000, false), 30);
    /* Every module that has events of its own had some of them happen. */
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        int events = 0, kinds = 0;
        for (int type = ALH_EV_BASE_COUNT; type < ALH_EV_TYPE_COUNT; type++)
            if (alh_event_module(type) == id) {
                kinds++;
                events += mx_soak_events(type);
            }
        if (kinds && ((all_modules() >> id) & 1) && events == 0)
            fail_msg("no event of %s in 30 games", alh_module_name(id));
    }
    assert_int_equal(mx_soak(all_modules(), 30, 3000, true), 30);
}

/* Each module alone with alh_random_policy, the way self-play uses it. */
static void test_soak_each_with_random_policy(void **state)
{
    (void)state;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if ((all_modules() >> id) & 1)
            assert_int_equal(mx_soak(MOD(id), 10, 4000 + (uint64_t)id * 100, true), 10);
}

/* 256 combinations of the modules (with the first eight, every one of them): one whole game each
 * (player counts in turn) with the random policy, finished and valid. */
static void test_every_combination(void **state)
{
    (void)state;
    AlhRng pick;
    alh_rng_seed(&pick, 77, 5);
    for (unsigned mask = 0; mask < 256; mask++) {
        AlhGame g;
        int players = 2 + (int)(mask % 5);
        /* The optional modules in id order: the first eight take the bits of mask, the others come
         * at random, so that every module meets every other. */
        uint64_t mods = 0;
        int k = 0;
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if ((all_modules() >> id) & 1) {
                bool on = k < 8 ? (mask >> k) & 1 : alh_rng_below(&pick, 2);
                mods |= on ? 1ull << id : 0;
                k++;
            }
        mx_new_game(&g, players, 5000 + mask, mods);
        AlhRng rng;
        alh_rng_seed(&rng, mask, 11);
        for (int step = 0; step < 4000 && g.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
        char msg[160];
        if (!alh_game_validate(&g, msg, sizeof msg))
            fail_msg("modules %#llx: %s", (unsigned long long)mods, msg);
        assert_int_equal(g.phase, ALH_PHASE_OVER);
    }
}

/*
 * Listing one kind of command gives exactly the commands of that kind in the full list: a module
 * that listed a kind it does not declare (AlhModule.command_kinds) would lose them here.
 */
static void test_listing_by_kind_matches_the_full_list(void **state)
{
    (void)state;
    static AlhCommand all[4096], some[4096];
    int compared[ALH_CMD_TYPE_COUNT] = {0};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 3 + (int)(seed % 3), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 21);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            size_t n = alh_legal_commands(&g, all, 4096);
            for (int type = ALH_CMD_TAKE_MONEY; type < ALH_CMD_TYPE_COUNT; type++) {
                if (type == ALH_CMD_PASS)
                    continue; /* offered by the full list on its own terms (no other action) */
                size_t m = alh_legal_commands_of(&g, alh_kinds_one(type), some, 4096), expected = 0;
                for (size_t i = 0; i < n; i++) {
                    if (all[i].type != type)
                        continue;
                    expected++;
                    bool found = false;
                    for (size_t j = 0; j < m && !found; j++)
                        found = alh_command_equal(&all[i], &some[j]);
                    if (!found)
                        fail_msg("seed %llu, phase %d: a command of type %d is missing from its kind's list",
                                 (unsigned long long)seed, g.phase, type);
                }
                assert_int_equal(m, expected);
                compared[type] += (int)expected;
            }
            random_step(&g, &rng);
        }
    }
    /* Every module's command kind (of the modules a player chooses), and DECLINE, was seen and
     * compared at least once. */
    for (int type = ALH_CMD_BASE_COUNT; type < ALH_CMD_TYPE_COUNT; type++)
        if (((all_modules() >> alh_command_module(type)) & 1) && compared[type] == 0)
            fail_msg("no command of type %d (%s) came up", type, alh_module_name(alh_command_module(type)));
    if (compared[ALH_CMD_DECLINE] == 0)
        fail_msg("no DECLINE came up");
}

/*
 * A module's payment_sums holds the sum of every payment its list_payments lists, exact or not: over
 * random games with every module, for every player, buying space and module that lists payments.
 * The engine skips list_payments where no sum could pay, so a wrong answer would drop purchases
 * (the vizier's, any exact one, any paid with the module's cards).
 */
static void test_payment_sums_cover_the_payments(void **state)
{
    (void)state;
    static AlhCommand buf[4096];
    long listed = 0, ruled_out[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 31);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players; p++)
                for (int space = 0; space < ALH_BUY_SPACES; space++) {
                    AlhBuySpace bs = alh_buy_space(&g, space);
                    if (!bs.tile || !bs.price || bs.currency < 0 || bs.currency >= ALH_NUM_CURRENCIES)
                        continue;
                    AlhCommand proto = {.type = ALH_CMD_BUY, .player = (uint8_t)p, .space = (uint8_t)space};
                    ALH_FOR_MODULES(&g, m) {
                        if (!m->list_payments || !m->payment_sums)
                            continue;
                        uint64_t sums[ALH_NUM_CURRENCIES];
                        m->payment_sums(&g, p, sums);
                        for (int exact = 0; exact < 2; exact++) {
                            size_t n = m->list_payments(&g, &proto, bs.currency, bs.price, exact, buf, 4096);
                            for (size_t i = 0; i < n && i < 4096; i++) {
                                int sum = 0;
                                ALH_CARDS_FOREACH(&buf[i].cards, card)
                                    sum += alh_card_worth(&g, card);
                                if (!alh_price_in(sums[bs.currency], sum))
                                    fail_msg("seed %llu: a payment of %d in currency %d listed, but payment_sums leaves it out",
                                             (unsigned long long)seed, sum, bs.currency);
                            }
                            bool possible = exact ? alh_price_in(sums[bs.currency], bs.price)
                                                  : alh_price_reached(sums[bs.currency], bs.price);
                            if (n > 0 && !possible)
                                fail_msg("seed %llu: %s payments of %d listed, but payment_sums rules them out",
                                         (unsigned long long)seed, exact ? "exact" : "", bs.price);
                            listed += n > 0;
                            ruled_out[exact] += !possible;
                        }
                    }
                }
            random_step(&g, &rng);
        }
    }
    assert_true(listed > 100);       /* payments came up */
    assert_true(ruled_out[1] > 100); /* and the answer spared many listings, exact */
    assert_true(ruled_out[0] > 100); /* and any */
}

/*
 * A module whose veto says it reads the kind alone (veto_by_kind) answers every command as it
 * answers a command of that kind with no other field set: over random games with every module,
 * for every kind, commands with random fields and the legal ones. The listings skip a kind such a
 * veto refuses (alh_kind_vetoed), so a veto that read another field would lose legal commands.
 */
static void test_veto_by_kind_reads_the_kind_alone(void **state)
{
    (void)state;
    static AlhCommand legal[4096];
    long compared = 0, refused_whole = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng, fields;
        alh_rng_seed(&rng, seed, 41);
        alh_rng_seed(&fields, seed, 43);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            size_t n = alh_legal_commands(&g, legal, 4096);
            for (int type = ALH_CMD_TAKE_MONEY; type < ALH_CMD_TYPE_COUNT; type++) {
                AlhCommand probe = {.type = (uint8_t)type, .player = g.current};
                bool vetoed = alh_kind_vetoed(&g, type);
                refused_whole += vetoed;
                for (int k = 0; k < 4; k++) {
                    AlhCommand c = probe;
                    c.slots = (uint8_t)alh_rng_below(&fields, 16);
                    c.space = (uint8_t)alh_rng_below(&fields, ALH_BUY_SPACES);
                    c.tile = (uint8_t)alh_rng_below(&fields, 256);
                    c.tile2 = (uint8_t)alh_rng_below(&fields, 256);
                    c.x = (int8_t)(alh_rng_below(&fields, 15) - 7);
                    c.y = (int8_t)(alh_rng_below(&fields, 15) - 7);
                    c.option = (uint8_t)alh_rng_below(&fields, 5);
                    for (int card = 0; card < 8; card++)
                        alh_cards_add(&c.cards, (int)alh_rng_below(&fields, ALH_CARD_ID_MAX));
                    ALH_FOR_MODULES(&g, m) {
                        if (!m->veto || !m->veto_by_kind)
                            continue;
                        if ((m->veto(&g, &c) == ALH_OK) != (m->veto(&g, &probe) == ALH_OK))
                            fail_msg("seed %llu: a veto_by_kind veto reads more than the kind %d", (unsigned long long)seed,
                                     type);
                        compared++;
                    }
                }
                for (size_t i = 0; i < n && i < 4096; i++)
                    if (legal[i].type == type && vetoed)
                        fail_msg("seed %llu: kind %d refused whole, yet a command of it is legal", (unsigned long long)seed,
                                 type);
            }
            random_step(&g, &rng);
        }
    }
    assert_true(compared > 1000);
    assert_true(refused_whole > 100); /* the shortcut came up (the extra redesigns, the citizens' phases) */
}

/* A game for seed: the first two expansions' modules for an odd seed, every module for an even one,
 * 2 to 6 players. */
static void start_expansions_or_all(AlhGame *g, uint64_t seed)
{
    AlhModuleSet modules = alh_modules_optional();
    if (seed % 2) {
        char msg[256];
        assert_true(alh_modules_parse("expansion-1,expansion-2", &modules, msg, sizeof msg));
    }
    AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = modules};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
}

/*
 * The camps' refuses_rows (a building beside a camp's green side, or beside its bastion without a
 * wall towards it) refuses only cells alh_spot_check refuses, for the market's tiles and a few
 * buildings, over random games with every module; and it refuses many, or the listing would check
 * them all in full as before.
 */
static void test_camps_refuse_only_what_the_spot_check_refuses(void **state)
{
    (void)state;
    const AlhModule *camps = alh_module(ALH_MOD_CAMPS);
    long refused = 0, beside_legal = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 60);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players && step % 4 == 0; p++) {
                const AlhBoard *b = &g.players[p].board;
                AlhPlaceView v = alh_place_view(&g, p);
                alh_place_view_hook(&v);
                int tiles[ALH_MARKET_SPACES + 3] = {1, 20, 40}, n_tiles = 3; /* buildings of several walls */
                for (int s = 0; s < ALH_MARKET_SPACES; s++)
                    if (g.market[s] && !alh_tile_is_camp(g.market[s]))
                        tiles[n_tiles++] = g.market[s];
                for (int k = 0; k < n_tiles; k++) {
                    int x0 = b->min_x - 2, y0 = b->min_y - 1;
                    uint64_t rows[ALH_GRID];
                    camps->refuses_rows(&v, tiles[k], x0, y0, b->max_y - b->min_y + 3, rows);
                    for (int y = b->min_y - 1; y <= b->max_y + 1; y++) {
                        uint64_t row = rows[y - y0];
                        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
                            bool ok = alh_spot_check(&g, p, tiles[k], x, y) == ALH_OK;
                            if ((row >> (x - x0)) & 1) {
                                if (ok)
                                    fail_msg("seed %llu: player %d, tile %d at %d,%d is legal and refused by the camps",
                                             (unsigned long long)seed, p + 1, tiles[k], x, y);
                                refused++;
                            } else if (ok && camps->shapes_at(&v, tiles[k], x, y)) {
                                beside_legal++;
                            }
                        }
                    }
                }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(refused > 1000);
    assert_true(beside_legal > 20); /* and the few legal spots beside a camp stay, checked in full */
}

/*
 * "Is any redesign possible?" (alh_any_command_of, as the Master Builder's extra redesign asks it:
 * the built tiles read from the board's rows, those with one neighbour first, stopping at the first
 * tile that may come out) answers as the full listing does: over random games with every module and
 * with the first two expansions, after every command, for the player about to play as though an
 * action were due, and for each redesign kind alone.
 */
static void test_any_redesign_is_the_listing(void **state)
{
    (void)state;
    static AlhCommand listed[1024];
    const unsigned kinds[4] = {1u << ALH_CMD_REDESIGN_ADD | 1u << ALH_CMD_REDESIGN_REMOVE | 1u << ALH_CMD_REDESIGN_SWAP,
                               1u << ALH_CMD_REDESIGN_REMOVE, 1u << ALH_CMD_REDESIGN_ADD, 1u << ALH_CMD_REDESIGN_SWAP};
    long asked = 0, yes = 0, removals = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        static AlhGame g, copy;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 63);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            copy = g;
            copy.phase = ALH_PHASE_ACTION;
            copy.bonus_action = 1;
            for (int k = 0; k < 4; k++) {
                AlhKindSet set = {{kinds[k], 0, 0, 0}};
                bool any = alh_any_command_of(&copy, set);
                size_t n = alh_legal_commands_of(&copy, set, listed, 1024);
                if (any != (n > 0))
                    fail_msg("seed %llu step %d kinds %#x: any %d, listed %zu", (unsigned long long)seed, step, kinds[k], any, n);
                asked++;
                yes += any;
                removals += k == 1 && any;
            }
            random_step(&g, &rng);
        }
    }
    assert_true(yes > asked / 4);
    assert_true(removals > 1000 && yes < asked);
}

/*
 * The exact purchases (alh_list_buys with exact_only: the vizier's, "is there an exact purchase?")
 * are the purchases whose cards sum to the price, in the same order: over random games with every
 * module and with the first two expansions, for every player. The listing skips a space whose
 * cards make no subset summing to the price, so a wrong skip would drop an exact purchase here.
 */
static void test_exact_buys_are_the_buys_summing_to_the_price(void **state)
{
    (void)state;
    static AlhCommand any[4096], exact[4096];
    long exact_seen = 0, spaces_seen = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        AlhGame g;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 47);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players; p++) {
                size_t n = alh_list_buys(&g, p, false, any, 4096), m = alh_list_buys(&g, p, true, exact, 4096), k = 0;
                assert_true(n <= 4096 && m <= 4096);
                for (size_t i = 0; i < n; i++) {
                    int sum = 0;
                    ALH_CARDS_FOREACH(&any[i].cards, card)
                        sum += alh_card_worth(&g, card);
                    if (sum != alh_buy_space(&g, any[i].space).price)
                        continue;
                    if (k >= m || !alh_command_equal(&any[i], &exact[k]))
                        fail_msg("seed %llu: an exact purchase of space %d is missing from the exact listing",
                                 (unsigned long long)seed, any[i].space);
                    k++;
                }
                assert_int_equal(k, m);
                exact_seen += (long)m;
                spaces_seen += n > 0;
            }
            random_step(&g, &rng);
        }
    }
    assert_true(exact_seen > 1000);
    assert_true(spaces_seen > 1000);
}

/*
 * "Has player p an exact purchase?" (asked of every player after every turn, for the vizier's move
 * in the window) and "an exact purchase with a module's cards?" answer yes exactly when the plain
 * listing holds an exact purchase that checks out (alh_check_payment pays the price): over random
 * games with the first two expansions and with every module, for every player. Both questions
 * take shortcuts (the money's subset sums, the payers' sums read against the market's prices).
 */
static void test_exact_purchase_questions_match_the_listing(void **state)
{
    (void)state;
    static AlhCommand buys[4096];
    long yes[2] = {0, 0}, no[2] = {0, 0};
    const AlhModule *vizier = alh_module(ALH_MOD_VIZIER);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        AlhGame g;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 59);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players; p++) {
                for (int modules_only = 0; modules_only < 2; modules_only++) {
                    size_t n =
                        modules_only ? alh_list_module_payments(&g, p, true, buys, 4096) : alh_list_buys(&g, p, true, buys, 4096);
                    bool plain = false;
                    for (size_t i = 0; i < n && i < 4096 && !plain; i++) {
                        int paid = 0;
                        plain = alh_check_payment(&g, p, buys[i].space, &buys[i].cards, &paid) == ALH_OK &&
                                paid == alh_buy_space(&g, buys[i].space).price;
                    }
                    bool quick;
                    if (modules_only)
                        quick = alh_any_exact_module_payment(&g, p);
                    else if ((g.mod.vizier.awake >> p) & 1)
                        quick = vizier->window_moves(&g, p, alh_window_next(&g));
                    else
                        continue; /* asleep: the vizier's question is not about purchases */
                    if (quick != plain)
                        fail_msg("seed %llu, player %d: the %s question says %s, the listing %s", (unsigned long long)seed, p,
                                 modules_only ? "module payment" : "vizier's", quick ? "yes" : "no", plain ? "yes" : "no");
                    yes[modules_only] += plain;
                    no[modules_only] += !plain;
                }
            }
            random_step(&g, &rng);
        }
    }
    for (int k = 0; k < 2; k++) /* both answers came up, for both questions */
        assert_true(yes[k] > 100 && no[k] > 100);
}

/* What the vizier's special move paid, as its event tells and the tile's buyer is told (the price: the move
 * is exact), is what alh_check_payment makes of its cards: over random games with the vizier, the
 * first two expansions and every module. */
static void test_vizier_paid_is_the_payment(void **state)
{
    (void)state;
    static AlhEvents ev;
    int moves = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        AlhGame g;
        AlhModuleSet modules = alh_modset_from_bits(1ull << ALH_MOD_VIZIER);
        char msg[256];
        if (seed % 3 == 1)
            assert_true(alh_modules_parse("expansion-1,expansion-2", &modules, msg, sizeof msg));
        else if (seed % 3 == 2)
            modules = alh_modules_optional();
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = modules};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 53);
        for (int step = 0; step < 4000 && g.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            int paid = -1;
            if (c.type == ALH_CMD_VIZIER_BUY)
                assert_int_equal(alh_check_payment(&g, c.player, c.space, &c.cards, &paid), ALH_OK);
            ev.count = ev.dropped = 0;
            assert_int_equal(alh_apply(&g, &c, &ev), ALH_OK);
            for (int i = 0; i < ev.count && paid >= 0; i++)
                if (ev.ev[i].type == ALH_EV_VIZIER_USED) {
                    assert_int_equal(ev.ev[i].value, paid);
                    moves++;
                }
        }
    }
    assert_true(moves > 100);
}

/*
 * A module's before_action_kinds: before a base action of any other kind its before_action changes
 * nothing (the engine then neither asks it nor judges a purchase's payment again): over random games
 * with every module, for every legal base action of the player to move, on a copy of the game.
 */
static void test_before_action_changes_nothing_outside_its_kinds(void **state)
{
    (void)state;
    static AlhGame h;
    static AlhCommand legal[1024];
    long tried = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 64);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            size_t n = g.phase == ALH_PHASE_ACTION ? alh_legal_commands(&g, legal, 1024) : 0;
            for (size_t i = 0; i < n && i < 1024; i++) {
                if (legal[i].type >= ALH_CMD_PLACE)
                    continue; /* asked before the base actions only */
                for (int id = 0; id < ALH_MOD_COUNT; id++) {
                    const AlhModule *m = alh_module(id);
                    if (!m || !m->before_action || !m->before_action_kinds || !alh_modset_has(&g.modules, id) ||
                        ((m->before_action_kinds >> legal[i].type) & 1))
                        continue;
                    h = g;
                    m->before_action(&h, &legal[i], NULL);
                    if (memcmp(&h, &g, sizeof g) != 0)
                        fail_msg("seed %llu: %s's before_action changed the game before a command of kind %d",
                                 (unsigned long long)seed, alh_module_name(id), legal[i].type);
                    tried++;
                }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(tried > 1000);
}

/*
 * The mixed payments (the treasure chamber's chests) are found in one search for every overpayment
 * at once; they were found one overpayment at a time, a search for each exact sum from the price up.
 * The same payments in the same order, for every cap and many prices, over the hands of random games
 * with every module (the modules' money-like cards in them).
 */
typedef struct RefMixed {
    int target, total, groups;
    uint8_t value[36], count[36], cards[36][8], take[36];
    int rest[37];
    AlhCardSet *out;
    size_t cap, n;
} RefMixed;

static void ref_mixed_dfs(RefMixed *s, int group, int sum, int smallest)
{
    if (s->n >= s->cap)
        return;
    if (sum == s->total) {
        if (sum - smallest >= s->target)
            return;
        AlhCardSet pay = {0};
        for (int k = 0; k < s->groups; k++)
            for (int i = 0; i < s->take[k]; i++)
                alh_cards_add(&pay, s->cards[k][i]);
        s->out[s->n++] = pay;
        return;
    }
    if (group >= s->groups || sum > s->total)
        return;
    int v = s->value[group];
    for (int k = s->count[group]; k >= 0; k--) {
        s->take[group] = (uint8_t)k;
        ref_mixed_dfs(s, group + 1, sum + k * v, k > 0 ? v : smallest);
    }
    s->take[group] = 0;
}

static size_t ref_mixed_payments(const AlhGame *g, int player, int target, AlhCardSet *out, size_t cap)
{
    RefMixed s;
    memset(&s, 0, sizeof s);
    s.target = target;
    s.out = out;
    s.cap = cap;
    uint8_t bucket[ALH_CARD_VALUES + 1][ALH_NUM_CURRENCIES][8] = {{{0}}},
                                     bucket_n[ALH_CARD_VALUES + 1][ALH_NUM_CURRENCIES] = {{0}};
    ALH_CARDS_FOREACH(&g->players[player].hand, card) {
        if (!alh_card_is_money_like(g, card))
            continue;
        int v = alh_card_worth(g, card), currency = alh_card_pay_currency(g, card);
        if (v >= 1 && v <= ALH_CARD_VALUES && bucket_n[v][currency] < 8)
            bucket[v][currency][bucket_n[v][currency]++] = (uint8_t)card;
    }
    for (int v = ALH_CARD_VALUES; v >= 1; v--)
        for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
            if (bucket_n[v][c]) {
                memcpy(s.cards[s.groups], bucket[v][c], bucket_n[v][c]);
                s.count[s.groups] = bucket_n[v][c];
                s.value[s.groups++] = (uint8_t)v;
            }
    for (s.total = target; s.total < target + ALH_CARD_VALUES && s.n < cap; s.total++)
        ref_mixed_dfs(&s, 0, 0, 100);
    return s.n;
}

static void test_mixed_payments_one_search_for_every_overpayment(void **state)
{
    (void)state;
    static const size_t caps[] = {1, 2, 5, 12, 64};
    long compared = 0, found = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed + 70, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 65);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            if (step % 3 == 0)
                for (int p = 0; p < g.num_players; p++)
                    for (int target = 1; target <= 20; target += (target < 10 ? 1 : 5))
                        for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
                            AlhCardSet want[64], got[64];
                            size_t nw = ref_mixed_payments(&g, p, target, want, caps[i]);
                            size_t ng = alh_list_mixed_payments(&g, p, target, got, caps[i]);
                            if (nw != ng || memcmp(want, got, nw * sizeof want[0]) != 0)
                                fail_msg("seed %llu step %d: player %d's mixed payments of %d (cap %zu): %zu listed, %zu the "
                                         "plain way, or in another order",
                                         (unsigned long long)seed, step, p, target, caps[i], ng, nw);
                            compared++;
                            found += (long)ng;
                        }
            random_step(&g, &rng);
        }
    }
    assert_true(compared > 10000);
    assert_true(found > 10000);
}

/*
 * The Wise Man's type, chosen before a scoring from two scorings (without the half building and
 * with it in every type), is the first of the six types that gives its owner the highest total
 * when that type alone is scored: over random games with every module, for every round.
 */
static void test_wise_man_choice_is_the_best_scoring(void **state)
{
    (void)state;
    static AlhGame h, k;
    const AlhModule *chars = alh_module(ALH_MOD_CHARACTERS);
    assert_non_null(chars);
    int compared = 0, kinds_chosen = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 41);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            int owner = -1;
            for (int p = 0; p < g.num_players; p++)
                if ((g.mod.characters.owned[p] >> ALH_CHAR_WISE_MAN) & 1)
                    owner = p;
            if (owner >= 0 && step % 5 == 0)
                for (int round = 1; round <= 3; round++) {
                    h = g;
                    int walls[ALH_MAX_PLAYERS] = {0};
                    for (int p = 0; p < g.num_players; p++)
                        walls[p] = alh_longest_wall(&g, p);
                    chars->before_scoring(&h, round, walls, NULL);
                    int best = -1, best_type = -1;
                    for (int t = 0; t < ALH_NUM_TYPES; t++) {
                        k = g;
                        k.mod.characters.wise_man_type[round - 1] = (uint8_t)t;
                        AlhScoreDetail d;
                        alh_compute_scoring(&k, round, &d);
                        if (d.total[owner] > best) {
                            best = d.total[owner];
                            best_type = t;
                        }
                    }
                    if (h.mod.characters.wise_man_type[round - 1] != best_type)
                        fail_msg("seed %llu, round %d: the Wise Man chose type %d, the best scoring is type %d",
                                 (unsigned long long)seed, round, h.mod.characters.wise_man_type[round - 1], best_type);
                    compared++;
                    kinds_chosen |= 1 << best_type;
                }
            random_step(&g, &rng);
        }
    }
    assert_true(compared > 100);
    assert_true(__builtin_popcount((unsigned)kinds_chosen) >= 3); /* the choice did not always fall on one type */
}

/*
 * A spot refused only for want of a path (ALH_ERR_NOT_REACHABLE), with a gate possible on a side
 * (a double wall between the tile and a building): the Alhambra with the tile there and that way
 * through the wall is legal, checked whole, exactly when alh_board_spot_check_reached says so (the
 * city gates list their spots and check a gated placement with it). Over random games with every module, for every player,
 * the market's tiles and every cell round the Alhambra.
 */
static void test_gated_spot_check_is_the_whole_board_check(void **state)
{
    (void)state;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    static AlhGame gated; /* the game with a gate card in the player's hand */
    int agreed[2] = {0, 0}, commands[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 51);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players && step % 3 == 0; p++)
                for (int s = 0; s < ALH_MARKET_SPACES; s++) {
                    int tile = g.market[s];
                    if (!tile || (alh_tile_info(tile)->flags & ALH_TILE_OUTSIDE))
                        continue;
                    const AlhBoard *b = &g.players[p].board;
                    gated = g;
                    gated.mod.city_gates.cards[p] |= 1; /* a gate card to build with */
                    for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
                        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
                            if (alh_board_spot_check(&g, p, tile, x, y) != ALH_ERR_NOT_REACHABLE)
                                continue;
                            bool fast = alh_board_spot_check_reached(&g, p, tile, x, y) == ALH_OK;
                            for (int side = 0; side < 4; side++) {
                                int n = alh_board_tile_at(b, x + dx[side], y + dy[side]);
                                if (!n || (n > ALH_TILE_FOUNTAIN && (alh_tile_info(n)->flags & ALH_TILE_OUTSIDE)) ||
                                    !((alh_tile_walls(tile) >> side) & 1) || !((alh_tile_walls(n) >> ((side + 2) & 3)) & 1))
                                    continue;
                                AlhPlaceView v = alh_place_view(&g, p);
                                alh_place_view_hook(&v);
                                v.ox = v.px = x;
                                v.oy = v.py = y;
                                v.otile = tile;
                                v.pside = side;
                                bool whole = alh_place_view_legal(&v, NULL, 0);
                                if (whole != fast)
                                    fail_msg("seed %llu: tile %d at %d,%d through side %d: the whole board says %s, the spot %s",
                                             (unsigned long long)seed, tile, x, y, side, whole ? "legal" : "illegal",
                                             fast ? "legal" : "illegal");
                                agreed[whole]++;
                                /* The city gates' check of the command (a gate card in hand): the same answer. */
                                if (gated.mod.city_gates.gate_count < ALH_MAX_GATES) {
                                    bool checked = alh_check_placement(&gated, p, tile, x, y, side + 1) == ALH_OK;
                                    if (checked != whole)
                                        fail_msg("seed %llu: tile %d at %d,%d through side %d: the whole board says %s, the "
                                                 "gated check %s",
                                                 (unsigned long long)seed, tile, x, y, side, whole ? "legal" : "illegal",
                                                 checked ? "legal" : "illegal");
                                    commands[checked]++;
                                }
                            }
                        }
                }
            random_step(&g, &rng);
        }
    }
    assert_true(agreed[1] > 100); /* placements a gate makes legal */
    assert_true(agreed[0] > 10);  /* and some it does not (a hole, a camp's edges) */
    assert_true(commands[1] > 100 && commands[0] > 10);
}

/*
 * Taking a tile out (alh_board_remove_check) is legal exactly when the whole board without it is
 * legal (alh_place_view_legal: every tile reachable on foot, the modules' conditions, no hole),
 * leaving aside a tile a gate locks: for every tile of every Alhambra, over random games of the
 * base game, the first two expansions and every module; and so is a swap (alh_board_swap_check)
 * with each of the owner's reserve tiles. The check answers the way on foot from
 * the cells round the tile when it can (one neighbour with a way in, or the neighbours joined round
 * it), so a wrong shortcut shows here as a removal allowed that cuts a tile off.
 */
static void test_removal_check_is_the_whole_board_check(void **state)
{
    (void)state;
    long agreed[2] = {0, 0}, swaps[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 9; seed++) {
        AlhGame g;
        if (seed % 3 == 0) {
            AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed};
            assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        } else {
            start_expansions_or_all(&g, seed);
        }
        AlhRng rng;
        alh_rng_seed(&rng, seed, 53);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int tile = 1; tile <= ALH_TILE_MAX && step % 2 == 0; tile++) {
                const AlhTilePlace *w = &g.where[tile];
                if (w->loc != ALH_LOC_ALHAMBRA || w->owner >= g.num_players || tile == ALH_TILE_FOUNTAIN)
                    continue;
                AlhError e = alh_board_remove_check(&g, w->owner, w->x, w->y);
                if (e == ALH_ERR_GATE_LOCKED)
                    continue;
                AlhPlaceView v = alh_place_view(&g, w->owner);
                alh_place_view_hook(&v);
                v.ox = w->x;
                v.oy = w->y;
                v.otile = 0;
                bool whole = alh_place_view_legal(&v, NULL, 0);
                if (whole != (e == ALH_OK))
                    fail_msg("seed %llu: tile %d of player %d at %d,%d: the whole board says %s, the removal check %s",
                             (unsigned long long)seed, tile, w->owner + 1, w->x, w->y, whole ? "legal" : "illegal",
                             alh_error_code(e));
                agreed[whole]++;
                /* Each of the owner's reserve tiles in its place (a swap): the same question with a tile in. */
                for (int in = 1; in <= ALH_TILE_MAX && step % 6 == 0; in++) {
                    if (g.where[in].loc != ALH_LOC_RESERVE || g.where[in].owner != w->owner)
                        continue;
                    AlhError swap = alh_board_swap_check(&g, w->owner, in, w->x, w->y);
                    if (swap == ALH_ERR_GATE_LOCKED)
                        continue;
                    v.otile = in;
                    bool legal = alh_place_view_legal(&v, NULL, 0);
                    if (legal != (swap == ALH_OK))
                        fail_msg(
                            "seed %llu: tile %d for tile %d of player %d at %d,%d: the whole board says %s, the swap check %s",
                            (unsigned long long)seed, in, tile, w->owner + 1, w->x, w->y, legal ? "legal" : "illegal",
                            alh_error_code(swap));
                    swaps[legal]++;
                }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(agreed[1] > 10000); /* removals allowed */
    assert_true(agreed[0] > 1000);  /* and refused: a tile cut off, a hole, a camp left without a bastion */
    assert_true(swaps[1] > 1000 && swaps[0] > 1000);
}

/*
 * The camps' say on a spot (their shapes_at: the tile is a camp, or a camp stands on one of the
 * four cells round the spot, as the view reads them; and shapes_rows, the same for rows of cells
 * at once) over random games with every module: for
 * every cell round each Alhambra, for a building and a camp, on the board as it is, with a camp
 * put in a cell of the view and with a camp taken out of it. The hook reads the camps where the
 * tiles say they stand, not the board's cells.
 */
static void test_camps_say_where_a_camp_stands_beside(void **state)
{
    (void)state;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    const AlhModule *camps = alh_module(ALH_MOD_CAMPS);
    long said[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 4; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 57);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players && step % 4 == 0; p++) {
                const AlhBoard *b = &g.players[p].board;
                for (int change = 0; change < 3; change++) {
                    AlhPlaceView v = alh_place_view(&g, p);
                    alh_place_view_hook(&v);
                    if (change == 1) { /* a camp in the view, east of the box */
                        v.ox = b->max_x + 1;
                        v.oy = b->min_y;
                        v.otile = ALH_TILE_CAMP_FIRST;
                    } else if (change == 2) { /* the view without the board's first camp */
                        for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS && v.ox == ALH_NO_CELL; t++)
                            if (g.where[t].loc == ALH_LOC_ALHAMBRA && g.where[t].owner == p) {
                                v.ox = g.where[t].x;
                                v.oy = g.where[t].y;
                                v.otile = 0;
                            }
                    }
                    for (int y = b->min_y - 2; y <= b->max_y + 2; y++)
                        for (int x = b->min_x - 2; x <= b->max_x + 3; x++)
                            for (int k = 0; k < 2; k++) {
                                int tile = k == 0 ? 1 : ALH_TILE_CAMP_FIRST + 1;
                                /* The row's answer from a column west of the box (and from the cell itself). */
                                for (int x0 = b->min_x - 2; x0 <= x; x0 += x - x0 > 0 ? x - x0 : 1) {
                                    uint64_t rows[ALH_GRID]; /* every row of the box and two round it */
                                    int y0 = b->min_y - 2;
                                    camps->shapes_rows(&v, tile, x0, y0, b->max_y - b->min_y + 5, rows);
                                    bool in_row = (rows[y - y0] >> (x - x0)) & 1;
                                    if (in_row != camps->shapes_at(&v, tile, x, y))
                                        fail_msg("seed %llu: player %d, tile %d at %d,%d (view %d): the row from %d says %d",
                                                 (unsigned long long)seed, p + 1, tile, x, y, change, x0, in_row);
                                }
                                bool beside = alh_tile_is_camp(tile);
                                for (int s = 0; s < 4; s++)
                                    beside |= alh_tile_is_camp(alh_place_at(&v, x + dx[s], y + dy[s]));
                                bool says = camps->shapes_at(&v, tile, x, y);
                                if (says != beside)
                                    fail_msg("seed %llu: player %d, tile %d at %d,%d (view %d): camps say %d, a camp beside %d",
                                             (unsigned long long)seed, p + 1, tile, x, y, change, says, beside);
                                said[says && k == 0]++;
                            }
                }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(said[1] > 1000); /* buildings beside a camp */
}

/*
 * The camps' outside_rows (where a camp may stand at best: a bastion against a wall, as the view
 * shows it, and no side that does not fit its neighbour) holds every cell round each Alhambra where alh_spot_check accepts a camp, for every camp,
 * over random games with every module; and it leaves out cells round the Alhambra, or the listing
 * would check them all in full as before.
 */
static void test_camps_outside_rows_hold_every_camp_spot(void **state)
{
    (void)state;
    const AlhModule *camps = alh_module(ALH_MOD_CAMPS);
    long legal = 0, left_out = 0;
    /* Every module (the city walls' edges: each side asked through the view), and sets where the
     * camps' edges are the only ones (camps_edges_alone: the sides read from the tiles themselves),
     * beside the gates' and the invaders' pieces. */
    static const char *const sets[] = {
        "all", "all", "all", "all", "expansion-1,expansion-2", "camps", "camps,invaders", "camps,city-gates,invaders"};
    for (uint64_t seed = 1; seed <= sizeof sets / sizeof sets[0]; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed};
        char msg[256];
        assert_true(alh_modules_parse(sets[seed - 1], &setup.modules, msg, sizeof msg));
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 58);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players && step % 4 == 0; p++) {
                const AlhBoard *b = &g.players[p].board;
                AlhPlaceView v = alh_place_view(&g, p);
                alh_place_view_hook(&v);
                for (int camp = ALH_TILE_CAMP_FIRST; camp < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; camp++) {
                    int x0 = b->min_x - 2, y0 = b->min_y - 1;
                    uint64_t rows[ALH_GRID];
                    camps->outside_rows(&v, camp, x0, y0, b->max_y + 1 - y0 + 1, rows);
                    for (int y = b->min_y - 1; y <= b->max_y + 1; y++) {
                        uint64_t row = rows[y - y0];
                        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
                            bool may = (row >> (x - x0)) & 1;
                            if (alh_spot_check(&g, p, camp, x, y) == ALH_OK) {
                                if (!may)
                                    fail_msg("seed %llu: player %d, camp %d at %d,%d is legal and left out of the row",
                                             (unsigned long long)seed, p + 1, camp, x, y);
                                legal++;
                            } else if (!may && !alh_board_tile_at(b, x, y)) {
                                left_out++;
                            }
                        }
                    }
                }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(legal > 1000);
    assert_true(left_out > legal);
}

/*
 * With the modules' geometry on the boards (camps, gates, the walls' module), a tile's legal spots
 * are the cells round the Alhambra where alh_spot_check says yes, in rows from the north-west:
 * over random games of the first two expansions and of every module, for each player, the market's
 * tiles and a camp. The listing checks in full only the cells where a module has its say (the
 * camps answer a row at once) and the others by the base game's rows.
 */
static void test_legal_spots_with_modules_are_the_spot_checks(void **state)
{
    (void)state;
    static AlhSpot spots[256];
    long listed = 0, camp_spots = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        AlhGame g;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 59);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players && step % 5 == 0; p++) {
                int tiles[ALH_MARKET_SPACES + 1], n_tiles = 0;
                for (int s = 0; s < ALH_MARKET_SPACES; s++)
                    if (g.market[s])
                        tiles[n_tiles++] = g.market[s];
                tiles[n_tiles++] = ALH_TILE_CAMP_FIRST + (int)(seed % ALH_NUM_CAMPS);
                const AlhBoard *b = &g.players[p].board;
                for (int i = 0; i < n_tiles; i++) {
                    size_t n = alh_legal_spots(&g, p, tiles[i], spots, 256), k = 0;
                    assert_true(n <= 256);
                    for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
                        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
                            if (alh_spot_check(&g, p, tiles[i], x, y) != ALH_OK)
                                continue;
                            if (k >= n || spots[k].x != x || spots[k].y != y)
                                fail_msg("seed %llu: player %d, tile %d: %d,%d is legal and not listed next",
                                         (unsigned long long)seed, p + 1, tiles[i], x, y);
                            k++;
                        }
                    assert_int_equal(k, n);
                    listed += (long)n;
                    camp_spots += alh_tile_is_camp(tiles[i]) ? (long)n : 0;
                }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(listed > 10000);
    assert_true(camp_spots > 1000);
}

/*
 * A module's window_candidates holds every player its window_moves says yes for (the window asks
 * window_moves of the candidates alone): over random games of the first two expansions and of every
 * module, after every command, for every player and every player about to play.
 */
static void test_window_candidates_hold_the_players_with_a_move(void **state)
{
    (void)state;
    long moves = 0, left_out = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        AlhGame g;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 61);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int id = 0; id < ALH_MOD_COUNT; id++) {
                const AlhModule *m = alh_module(id);
                if (!alh_module_on(&g, id) || !m || !m->window_moves || !m->window_candidates)
                    continue;
                unsigned candidates = m->window_candidates(&g);
                for (int p = 0; p < g.num_players; p++)
                    for (int next = 0; next < g.num_players; next++) {
                        bool move = m->window_moves(&g, p, next);
                        if (move && !((candidates >> p) & 1))
                            fail_msg("seed %llu: %s offers player %d a move in the window, yet leaves the player out",
                                     (unsigned long long)seed, alh_module_name(id), p + 1);
                        moves += move;
                        left_out += !((candidates >> p) & 1);
                    }
            }
            random_step(&g, &rng);
        }
    }
    assert_true(moves > 300);     /* players with a move (an exact purchase is rare) */
    assert_true(left_out > 1000); /* the shortcut came up (viziers asleep) */
}

/* Commands compare by their fields: padding bytes differ, the commands are equal; one field differs, they are not. */
static void test_command_equal(void **state)
{
    (void)state;
    AlhCommand a, b;
    memset(&a, 0xAB, sizeof a);
    memset(&b, 0x00, sizeof b);
    AlhCommand fields = {.type = ALH_CMD_BUY, .player = 2, .space = 3, .x = -1, .y = 4, .option = 2};
    alh_cards_add(&fields.cards, 5);
    a.type = b.type = fields.type;
    a.player = b.player = fields.player;
    a.slots = b.slots = 0;
    a.space = b.space = fields.space;
    a.tile = b.tile = a.tile2 = b.tile2 = 0;
    a.x = b.x = fields.x;
    a.y = b.y = fields.y;
    a.option = b.option = fields.option;
    a.cards = b.cards = fields.cards;
    assert_true(alh_command_equal(&a, &b));
    b.y = 5;
    assert_false(alh_command_equal(&a, &b));
    b.y = a.y;
    alh_cards_add(&b.cards, 6);
    assert_false(alh_command_equal(&a, &b));
}

/*
 * A spot drawn from a legal listing needs only the modules' vetoes (alh_veto, which the random
 * player asks instead of alh_check): for every tile waiting for the player to move, every spot
 * alh_legal_spots lists is judged by alh_check exactly as by alh_veto, and likewise for every tile
 * of the reserve in the action phase (a redesign's addition); over random games of the first two
 * expansions and of every module. The waiting tiles come from every tile's place, not from the
 * player's bits the listing reads.
 */
static void test_listed_spots_need_only_the_vetoes(void **state)
{
    (void)state;
    static AlhSpot spots[256];
    long compared = 0, vetoed = 0, additions = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        static AlhGame g;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 67);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            bool placing = g.phase == ALH_PHASE_PLACE || g.phase == ALH_PHASE_FINAL_PLACE, acting = g.phase == ALH_PHASE_ACTION;
            int player = g.current;
            for (int tile = 1; tile <= ALH_TILE_MAX && (placing || acting); tile++) {
                const AlhTilePlace *w = &g.where[tile];
                int loc = placing ? ALH_LOC_PENDING : ALH_LOC_RESERVE;
                if (w->loc != loc || w->owner != player || !alh_tile_is_piece(tile))
                    continue;
                size_t n = alh_legal_spots(&g, player, tile, spots, 256);
                for (size_t i = 0; i < n && i < 256; i++) {
                    AlhCommand c = {0};
                    c.type = placing ? ALH_CMD_PLACE : ALH_CMD_REDESIGN_ADD;
                    c.player = (uint8_t)player;
                    c.tile = (uint8_t)tile;
                    c.x = spots[i].x;
                    c.y = spots[i].y;
                    AlhError checked = alh_check(&g, &c), veto = alh_veto(&g, &c);
                    if (checked != veto)
                        fail_msg("seed %llu step %d: %s of tile %d at %d,%d: alh_check %d, alh_veto %d", (unsigned long long)seed,
                                 step, placing ? "placement" : "addition", tile, c.x, c.y, checked, veto);
                    compared++;
                    vetoed += veto != ALH_OK;
                    additions += acting;
                }
            }
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
    }
    print_message("%ld listed spots compared, %ld vetoed, %ld additions\n", compared, vetoed, additions);
    assert_true(compared > 10000);
    assert_true(additions > 1000 && compared - additions > 1000);
    assert_true(vetoed > 0);
}

/*
 * The placements listed (alh_legal_commands in a placing phase) are those of every piece waiting
 * for the player to move, found from every tile's place: one reservation each (unless a module's
 * veto holds it back), by increasing id (the listing reads the player's bits and counts instead). Over random games of the first two
 * expansions and of every module.
 */
static void test_placements_listed_for_every_waiting_piece(void **state)
{
    (void)state;
    static AlhCommand listed[8192];
    long states = 0, pieces = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        static AlhGame g;
        start_expansions_or_all(&g, seed);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 71);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            if (g.phase == ALH_PHASE_PLACE || g.phase == ALH_PHASE_FINAL_PLACE) {
                int waiting[ALH_TILE_MAX + 1], n_waiting = 0;
                for (int tile = 1; tile <= ALH_TILE_MAX; tile++) {
                    const AlhTilePlace *w = &g.where[tile];
                    AlhCommand reserve = {.type = ALH_CMD_RESERVE, .player = (uint8_t)g.current, .tile = (uint8_t)tile};
                    /* A module may hold a reservation back for a moment: the listing leaves out what a veto refuses. */
                    if (w->loc == ALH_LOC_PENDING && w->owner == g.current && alh_tile_is_piece(tile) &&
                        alh_check(&g, &reserve) == ALH_OK)
                        waiting[n_waiting++] = tile;
                }
                size_t n = alh_legal_commands(&g, listed, 8192);
                assert_true(n <= 8192);
                int k = 0;
                for (size_t i = 0; i < n; i++) {
                    if (listed[i].type != ALH_CMD_RESERVE)
                        continue;
                    if (k >= n_waiting || listed[i].tile != waiting[k])
                        fail_msg("seed %llu step %d: reservation of tile %d listed, %d-th waiting is %d of %d",
                                 (unsigned long long)seed, step, listed[i].tile, k, k < n_waiting ? waiting[k] : 0, n_waiting);
                    k++;
                }
                if (k != n_waiting)
                    fail_msg(
                        "seed %llu step %d: %d reservations listed of %d waiting (the first %d; %zu commands, pending_count %d, "
                        "pending_buildings %#llx)",
                        (unsigned long long)seed, step, k, n_waiting, n_waiting ? waiting[0] : 0, n,
                        g.players[g.current].pending_count, (unsigned long long)g.players[g.current].pending_buildings);
                states++;
                pieces += n_waiting > 0 && waiting[n_waiting - 1] > ALH_NUM_TILES;
            }
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
    }
    print_message("%ld placing states, %ld with a module's piece waiting\n", states, pieces);
    assert_true(states > 1000);
    assert_true(pieces > 50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_placement_modules_declared),
        cmocka_unit_test(test_veto_modules_declared),
        cmocka_unit_test(test_veto_by_kind_reads_the_kind_alone),
        cmocka_unit_test(test_payment_modules_declared),
        cmocka_unit_test(test_window_modules_declared),
        cmocka_unit_test(test_tile_info_table_is_the_modules),
        cmocka_unit_test(test_module_loops_visit_the_registry),
        cmocka_unit_test(test_hook_sets_are_the_hooks),
        cmocka_unit_test(test_exact_buys_are_the_buys_summing_to_the_price),
        cmocka_unit_test(test_vizier_paid_is_the_payment),
        cmocka_unit_test(test_exact_purchase_questions_match_the_listing),
        cmocka_unit_test(test_offer_modules_declared),
        cmocka_unit_test(test_setup_all),
        cmocka_unit_test(test_soak_all),
        cmocka_unit_test(test_soak_each_with_random_policy),
        cmocka_unit_test(test_every_combination),
        cmocka_unit_test(test_listing_by_kind_matches_the_full_list),
        cmocka_unit_test(test_command_equal),
        cmocka_unit_test(test_payment_sums_cover_the_payments),
        cmocka_unit_test(test_before_action_changes_nothing_outside_its_kinds),
        cmocka_unit_test(test_mixed_payments_one_search_for_every_overpayment),
        cmocka_unit_test(test_wise_man_choice_is_the_best_scoring),
        cmocka_unit_test(test_gated_spot_check_is_the_whole_board_check),
        cmocka_unit_test(test_removal_check_is_the_whole_board_check),
        cmocka_unit_test(test_camps_say_where_a_camp_stands_beside),
        cmocka_unit_test(test_camps_outside_rows_hold_every_camp_spot),
        cmocka_unit_test(test_any_redesign_is_the_listing),
        cmocka_unit_test(test_camps_refuse_only_what_the_spot_check_refuses),
        cmocka_unit_test(test_legal_spots_with_modules_are_the_spot_checks),
        cmocka_unit_test(test_listed_spots_need_only_the_vetoes),
        cmocka_unit_test(test_placements_listed_for_every_waiting_piece),
        cmocka_unit_test(test_window_candidates_hold_the_players_with_a_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
