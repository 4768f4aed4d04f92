/* SPDX-License-Identifier: MIT */
/* Mouse play of the modules, from the engine's legal command list: the tray, a module phase's prompt, option
 * handles on the board. What each module offers and says comes from its client part (client_module.h). */
#include "table_module_actions.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "audio.h"
#include "client_module.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "text.h"
#include "ui.h"

#define LEGAL_CAP 8192
#define TRAY_MAX 512
#define GROUP_MAX 64

/* The tray's state: reset whenever the position or the player to move changes. */
typedef struct ModTray {
    bool open;
    int group; /* index into groups while its choices are listed, -1 */
    int page;
    bool chosen; /* cmd waits for confirmation */
    AlhCommand cmd;
    int mover;
    int command_count;
    int staged;
    uint64_t stage_hash; /* the staged game's, while staging (an undo and another choice) */
    bool secrets;        /* listed with the mover's secret cards (not in table mode unless shown) */
} ModTray;

/* One table's modules state: the tray, and the position's legal commands it is built from. */
struct TableModState {
    ModTray tray;
    /* The position's legal commands, and those of the modules' kinds grouped by kind (a card, a
     * colour...): listed again only when the position changes. */
    AlhCommand legal[LEGAL_CAP];
    size_t legal_count;
    AlhCommand items[TRAY_MAX];
    int item_count;
    int group_first[GROUP_MAX], group_len[GROUP_MAX], group_count;
    AlhCommand staged_legal[LEGAL_CAP]; /* the staged game's, for the placement options' handles */
};

TableModState *table_mod_state_create(void)
{
    TableModState *S = calloc(1, sizeof *S);
    if (S)
        table_mod_reset(S);
    return S;
}

void table_mod_state_destroy(TableModState *S) { free(S); }

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

void table_mod_reset(TableModState *S) { S->tray = (ModTray){.group = -1, .mover = -2}; }

bool table_mod_tray_open(const Table *t)
{
    const TableModState *S = t->mods;
    return S->tray.open;
}

const AlhCommand *table_mod_chosen(const Table *t)
{
    const TableModState *S = t->mods;
    return S->tray.chosen ? &S->tray.cmd : NULL;
}

static bool same_choice(const AlhCommand *a, const AlhCommand *b)
{
    return a->type == b->type && a->slots == b->slots && a->space == b->space && a->x == b->x && a->tile == b->tile &&
           memcmp(&a->cards, &b->cards, sizeof a->cards) == 0;
}

static int group_key(const AlhCommand *c);

int table_mod_choice_index(const Table *t, const AlhCommand *c)
{
    const TableModState *S = t->mods;
    for (int gi = 0; gi < S->group_count; gi++)
        for (int i = 0; i < S->group_len[gi]; i++)
            if (group_key(&S->items[S->group_first[gi]]) == group_key(c) && same_choice(&S->items[S->group_first[gi] + i], c))
                return i;
    return -1;
}

/* The tray's order of a command kind (1 first), 0 when its module keeps it out of the tray. */
static int tray_rank(int type)
{
    const AlhModuleClient *mc = client_module_of_command(type);
    return mc->tray_rank ? mc->tray_rank(type) : 0;
}

/* Whether a kind of tray action plays one of the mover's secret cards (its module says). */
static bool tray_shows_secret(int type)
{
    const AlhModuleClient *mc = client_module_of_command(type);
    return mc->tray_secret && mc->tray_secret(type);
}

/* What tells two kinds of tray action apart: the command kind, and the module's key (a card, a colour). */
static int group_key(const AlhCommand *c)
{
    const AlhModuleClient *mc = client_module_of_command(c->type);
    int k = mc->tray_key ? mc->tray_key(c) & 255 : 0;
    return c->type * 256 + k;
}

static bool placing_phase(const AlhGame *g) { return g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE; }

/*
 * While placements or a redesign are staged, the tray offers what may still be done at this point
 * of the turn: what the staged game allows while the player is still deciding there (the Miser's
 * card while placing), or, once the staged choices end the turn, what the placing phase allowed
 * (placements change neither hand nor display). Either must also be playable beneath the staged
 * choices, which stay staged on top (match_apply_under_stage). What the engine allows only before
 * or instead of an action is not offered after one.
 */
static bool usable_while_staged(Match *m, const AlhCommand *c)
{
    if (m->staged_count == 0)
        return true;
    if (match_stage_complete(m) ? !placing_phase(&m->game) : alh_check(&m->stage_game, c) != ALH_OK)
        return false;
    return match_check_under_stage(m, c) == ALH_OK;
}

/* Lists the legal commands again when the position changed (once per position, not per frame). */
static void sync(const TableFrame *f)
{
    TableModState *S = f->t->mods;
    Match *m = f->m;
    uint64_t stage_hash = m->staged_count > 0 ? alh_game_hash(&m->stage_game) : 0;
    /* In table mode a secret card is offered only while its owner shows their secret cards. */
    bool secrets = !f->L.table_mode || f->in->reveal_secrets;
    if (S->tray.mover == f->mover && S->tray.command_count == m->game.command_count && S->tray.staged == m->staged_count &&
        S->tray.stage_hash == stage_hash && S->tray.secrets == secrets)
        return;
    S->tray.secrets = secrets;
    bool same_mover = S->tray.mover == f->mover;
    S->tray.mover = f->mover;
    S->tray.command_count = m->game.command_count;
    S->tray.staged = m->staged_count;
    S->tray.stage_hash = stage_hash;
    S->tray.chosen = false;
    S->tray.group = -1;
    S->tray.page = 0;
    S->legal_count = alh_legal_commands(&m->game, S->legal, LEGAL_CAP);
    if (S->legal_count > LEGAL_CAP)
        S->legal_count = LEGAL_CAP;
    S->item_count = S->group_count = 0;
    size_t others = 0;
    int last_rank = 0;
    for (size_t i = 0; i < S->legal_count; i++) {
        int rank = tray_rank(S->legal[i].type);
        if (!rank && S->legal[i].type != ALH_CMD_PASS) /* passing is the panel's own button */
            others++;
        if (rank > last_rank)
            last_rank = rank;
    }
    /* Grouped by kind in the modules' tray order (the rarer chances first); the engine's order within
     * a kind. A module phase (an auction) has its own prompt: no tray then. */
    bool module_phase = client_module_of_phase(m->game.phase)->phase_panel != NULL;
    for (int rank = 1; rank <= last_rank && !module_phase; rank++) {
        for (size_t i = 0; i < S->legal_count && S->item_count < TRAY_MAX; i++) {
            if (tray_rank(S->legal[i].type) != rank || !usable_while_staged(m, &S->legal[i]))
                continue;
            if (!secrets && tray_shows_secret(S->legal[i].type))
                continue;
            int key = group_key(&S->legal[i]), gi = 0;
            while (gi < S->group_count && group_key(&S->items[S->group_first[gi]]) != key)
                gi++;
            if (gi == S->group_count) {
                if (S->group_count == GROUP_MAX)
                    continue;
                S->group_first[gi] = S->item_count;
                S->group_len[gi] = 0;
                S->group_count++;
            }
            /* Insert at the end of its group, shifting the later groups. */
            int at = S->group_first[gi] + S->group_len[gi];
            memmove(&S->items[at + 1], &S->items[at], (size_t)(S->item_count - at) * sizeof S->items[0]);
            S->items[at] = S->legal[i];
            S->item_count++;
            S->group_len[gi]++;
            for (int k = gi + 1; k < S->group_count; k++)
                S->group_first[k]++;
        }
    }
    /* When the modules' actions are all there is (a step aside a module allows alone), show them at once. */
    S->tray.open =
        (same_mover && S->tray.open && S->group_count > 0) || (S->group_count > 0 && others == 0 && m->staged_count == 0);
}

/* ------------------------------------------------------------------ words */

const char *table_mod_tile_noun(int tile, char *key, size_t size)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    return phrase_type_noun(info && info->type < ALH_NUM_TYPES ? info->type : 0, key, size);
}

const char *table_mod_card_words(AppContext *ctx, int card, char *out, size_t size)
{
    /* an empty display slot (ALH_CARD_NONE) or a card that never sits in a hand has no words here,
     * and writing it into a card set would write past the set's end */
    if (!alh_card_fits_hand(card)) {
        snprintf(out, size, "?");
        return out;
    }
    AlhCardSet one = {{0, 0}};
    alh_cards_add(&one, card);
    return match_cards_words(ctx, &one, out, size);
}

/* A module's command in words (MOD_WORDS_*): its module says. */
static void describe(TableFrame *f, const AlhCommand *c, int form, char *out, size_t size)
{
    const AlhModuleClient *mc = client_module_of_command(c->type);
    out[0] = '\0';
    if (mc->describe)
        mc->describe(f->ctx, &f->m->game, c, form, out, size);
}

/* ------------------------------------------------------------------ applying */

void table_mod_refuse(TableFrame *f, AlhError err)
{
    char key[64];
    snprintf(key, sizeof key, "error.%s", alh_error_code(err));
    const char *t = tr(f->ctx, key);
    table_input_notice(f, strcmp(t, key) != 0 ? t : alh_error_message(err));
    audio_play(f->ctx, SFX_ERROR);
}

/* Back to placing after the tray (which let go of the held tile): hold the next waiting tile again. */
static void resume_placing(TableFrame *f)
{
    if (placing_phase(match_decision_game(f->m)) && alh_to_move(&f->m->game) == f->mover && !f->in->held_tile)
        table_input_hold_next_waiting(f);
}

void table_mod_apply(TableFrame *f, const AlhCommand *c)
{
    TableModState *S = f->t->mods;
    AlhError err = match_apply_under_stage(f->ctx, f->m, c);
    if (err != ALH_OK) {
        table_mod_refuse(f, err);
        return;
    }
    f->in->held_tile = 0;
    f->in->market_sel = -1;
    memset(&f->in->pay_sel, 0, sizeof f->in->pay_sel);
    S->tray.chosen = false;
    S->tray.open = false;
    resume_placing(f); /* the placing (staged or not) goes on where it was */
}

void table_mod_choose(TableFrame *f, const AlhCommand *cmd)
{
    TableModState *S = f->t->mods;
    AlhError err = match_check_under_stage(f->m, cmd);
    if (err != ALH_OK) {
        table_mod_refuse(f, err);
        return;
    }
    S->tray.cmd = *cmd;
    S->tray.chosen = true;
    S->tray.open = false;
    audio_play(f->ctx, SFX_CLICK);
}

/* ------------------------------------------------------------------ the tray */

static SDL_Rect tray_button_rect(const TableFrame *f)
{
    AppContext *ctx = f->ctx;
    SDL_Rect B = f->L.board;
    int w = app_px(ctx, 330), h = app_px(ctx, 48);
    if (w > B.w - app_px(ctx, 20))
        w = B.w - app_px(ctx, 20);
    return (SDL_Rect){B.x + B.w - w - app_px(ctx, 12), B.y + B.h - h - app_px(ctx, 12), w, h};
}

/* The open tray: the kinds of action, or the choices of one kind, a page at a time. */
static void draw_tray_list(TableFrame *f, SDL_Rect button)
{
    TableModState *S = f->t->mods;
    AppContext *ctx = f->ctx;
    SDL_Rect B = f->L.board;
    int row = app_px(ctx, 46), gap = app_px(ctx, 6), pad = app_px(ctx, 12), title_h = app_px(ctx, 34);
    int w = app_px(ctx, 560);
    if (w > B.w - 2 * pad)
        w = B.w - 2 * pad;
    int room = button.y - B.y - app_px(ctx, 70) - title_h - 2 * pad;
    int per_page = room / (row + gap) - 1; /* one row for the page buttons or Back */
    if (per_page < 2)
        per_page = 2;
    bool kinds = S->tray.group < 0;
    int total = kinds ? S->group_count : S->group_len[S->tray.group];
    int pages = (total + per_page - 1) / per_page;
    if (S->tray.page >= pages)
        S->tray.page = pages > 0 ? pages - 1 : 0;
    int first = S->tray.page * per_page, shown = total - first < per_page ? total - first : per_page;
    /* The last row holds Back (in a kind) and the pages: none when it would be empty. */
    bool foot = !kinds || pages > 1;
    int h = 2 * pad + title_h + (shown + foot) * (row + gap);
    SDL_Rect P = {button.x + button.w - w, button.y - gap - h, w, h};
    ui_panel(ctx, P);
    /* The panel swallows clicks that miss its buttons (the board below must not take them). */
    ui_hit(ctx, "table.mod.panel", P, true);
    char title[200], label[200], id[48];
    if (kinds) {
        snprintf(title, sizeof title, "%s", tr(ctx, "mod.tray_title"));
    } else {
        describe(f, &S->items[S->group_first[S->tray.group]], MOD_WORDS_KIND, label, sizeof label);
        snprintf(title, sizeof title, "%s", label);
    }
    text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 20), P.x + pad + app_px(ctx, 6), P.y + pad + title_h / 2, P.w - 2 * pad,
                  hex(0x6B5A4A, 255), TEXT_LEFT | TEXT_MIDDLE, title);
    int y = P.y + pad + title_h;
    for (int i = first; i < first + shown; i++) {
        SDL_Rect R = {P.x + pad, y, P.w - 2 * pad, row};
        y += row + gap;
        if (kinds) {
            const AlhCommand *c = &S->items[S->group_first[i]];
            describe(f, c, S->group_len[i] == 1 ? MOD_WORDS_CHOICE : MOD_WORDS_KIND, label, sizeof label);
            if (S->group_len[i] > 1) {
                size_t len = strlen(label);
                snprintf(label + len, sizeof label - len, " (%d)", S->group_len[i]);
            }
            snprintf(id, sizeof id, "table.mod.group.%d.%d", c->type, group_key(c) & 255);
            if (ui_button(ctx, id, R, label, UI_SECONDARY)) {
                if (S->group_len[i] == 1) {
                    table_mod_choose(f, c);
                } else {
                    S->tray.group = i;
                    S->tray.page = 0;
                }
            }
        } else {
            const AlhCommand *c = &S->items[S->group_first[S->tray.group] + i];
            describe(f, c, MOD_WORDS_CHOICE, label, sizeof label);
            snprintf(id, sizeof id, "table.mod.cmd.%d", i);
            if (ui_button(ctx, id, R, label, UI_SECONDARY))
                table_mod_choose(f, c);
        }
    }
    /* Last row: Back (in a kind), and the pages. */
    int third = (P.w - 2 * pad - 2 * gap) / 3;
    SDL_Rect back = {P.x + pad, y, third, row}, prev = {back.x + third + gap, y, third, row},
             next = {prev.x + third + gap, y, third, row};
    if (!kinds && ui_button(ctx, "table.mod.back", back, tr(ctx, "mod.back"), UI_GHOST)) {
        S->tray.group = -1;
        S->tray.page = 0;
    }
    if (S->tray.page > 0 && ui_button(ctx, "table.mod.prev", prev, tr(ctx, "mod.prev"), UI_GHOST))
        S->tray.page--;
    if (S->tray.page + 1 < pages && ui_button(ctx, "table.mod.next", next, tr(ctx, "mod.next"), UI_GHOST))
        S->tray.page++;
}

int table_mod_tray_choices(const Table *t)
{
    const TableModState *S = t->mods;
    return S->group_count > 0 && !S->tray.chosen ? S->item_count : 0;
}

static void draw_tray(TableFrame *f)
{
    TableModState *S = f->t->mods;
    AppContext *ctx = f->ctx;
    if (S->group_count == 0 || S->tray.chosen) {
        S->tray.open = false;
        return;
    }
    if (S->tray.open && (ctx->in.right_pressed || ui_key_pressed(ctx, SDLK_ESCAPE))) {
        S->tray.open = false;
        S->tray.group = -1;
        resume_placing(f);
    }
    SDL_Rect b = tray_button_rect(f);
    char label[96], n[16];
    snprintf(n, sizeof n, "%d", S->item_count);
    trf(ctx, label, sizeof label, "mod.tray", n, NULL);
    if (ui_button(ctx, "table.mod.tray", b, label, S->tray.open ? UI_TILE | UI_SELECTED : UI_TILE)) {
        S->tray.open = !S->tray.open;
        S->tray.group = -1;
        S->tray.page = 0;
        if (S->tray.open) {
            f->in->display_sel = 0;
            f->in->market_sel = -1;
            f->in->held_tile = 0;
        } else {
            resume_placing(f);
        }
        audio_play(ctx, SFX_CLICK);
    }
    if (S->tray.open)
        draw_tray_list(f, b);
}

/* ------------------------------------------------------------------ a module's phase */

const AlhCommand *table_mod_legal(TableFrame *f, size_t *count)
{
    TableModState *S = f->t->mods;
    sync(f);
    *count = S->legal_count;
    return S->legal;
}

bool table_mod_picks_cards(const TableFrame *f)
{
    const AlhModuleClient *mc = client_module_of_phase(f->m->game.phase);
    return f->can_act && mc->picks_cards && mc->picks_cards(f);
}

bool table_mod_card_usable(const TableFrame *f, int card, int pay_currency)
{
    const AlhGame *g = &f->m->game;
    const AlhModuleClient *phase = client_module_of_phase(g->phase), *own = client_module_of_card(card);
    int verdict = phase->card_usable ? phase->card_usable(f, card, pay_currency) : -1;
    if (verdict < 0 && pay_currency >= 0 && own->card_usable)
        verdict = own->card_usable(f, card, pay_currency);
    if (verdict >= 0)
        return verdict == 1;
    if (pay_currency < 0 || !alh_card_is_money(card))
        return false;
    if (alh_card_currency(card) == pay_currency)
        return true;
    /* Money of another currency: a module may let it pay (a card of its own chosen beside it). */
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *mc = client_module(id);
        if (alh_modset_has(&g->modules, id) && mc != phase && mc->card_usable && mc->card_usable(f, card, pay_currency) == 1)
            return true;
    }
    return false;
}

bool table_mod_hand_click(TableFrame *f, int card)
{
    const AlhModuleClient *mc = client_module_of_phase(f->m->game.phase);
    return table_mod_picks_cards(f) && mc->hand_click && mc->hand_click(f, card);
}

/* The client part of the game's first module that lets display slot `slot` be clicked now. */
static const AlhModuleClient *display_owner(const TableFrame *f, int slot)
{
    const AlhGame *g = &f->m->game;
    if (!f->can_act || g->phase == ALH_PHASE_ACTION || slot < 0 || slot >= ALH_DISPLAY_SLOTS || g->display[slot] == ALH_CARD_NONE)
        return NULL;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *mc = client_module(id);
        if (alh_modset_has(&g->modules, id) && mc->display_usable && mc->display_click && mc->display_usable(f, slot))
            return mc;
    }
    return NULL;
}

bool table_mod_display_usable(const TableFrame *f, int slot) { return display_owner(f, slot) != NULL; }

bool table_mod_display_click(TableFrame *f, int slot)
{
    const AlhModuleClient *mc = display_owner(f, slot);
    if (!mc)
        return false;
    sync(f);
    f->t->mods->tray.chosen = false;
    mc->display_click(f, slot);
    return true;
}

bool table_mod_market_usable(const TableFrame *f) { return client_module_of_phase(f->m->game.phase)->market_click != NULL; }

bool table_mod_market_click(TableFrame *f, int space)
{
    const AlhModuleClient *mc = client_module_of_phase(f->m->game.phase);
    if (!mc->market_click)
        return false;
    TableModState *S = f->t->mods;
    sync(f);
    S->tray.chosen = false;
    mc->market_click(f, space);
    return true;
}

bool table_mod_held_market_command(const TableFrame *f, int x, int y, bool to_reserve, AlhCommand *out)
{
    const AlhModuleClient *mc = client_module_of_phase(f->m->game.phase);
    return mc->held_market_command && mc->held_market_command(f, x, y, to_reserve, out);
}

/* ------------------------------------------------------------------ the panel */

bool table_mod_panel(TableFrame *f, SDL_Rect b0, SDL_Rect b1, SDL_Rect b2, SDL_Rect b3, char *hint, size_t hint_size)
{
    TableModState *S = f->t->mods;
    if (!f->can_act || f->m->replay)
        return false;
    sync(f);
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    if (S->tray.chosen) {
        const AlhCommand *c = &S->tray.cmd;
        describe(f, c, MOD_WORDS_FULL, hint, hint_size);
        bool enter = ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER);
        if (ui_button(ctx, "table.mod.confirm", b2, tr(ctx, "mod.confirm"), UI_PRIMARY) || enter)
            table_mod_apply(f, c);
        else if (ui_button(ctx, "table.mod.cancel", b1, tr(ctx, "mod.cancel"), UI_SECONDARY) || ctx->in.right_pressed ||
                 ui_key_pressed(ctx, SDLK_ESCAPE)) {
            S->tray.chosen = false;
            resume_placing(f);
        }
        return true;
    }
    const AlhModuleClient *phase = client_module_of_phase(g->phase);
    if (phase->phase_panel) {
        const SDL_Rect b[4] = {b0, b1, b2, b3};
        phase->phase_panel(f, b, hint, hint_size);
        /* Other modules' moves in this phase (the window after a turn that several modules share). */
        for (int id = 0; id < ALH_MOD_COUNT; id++) {
            const AlhModuleClient *mc = client_module(id);
            if (mc == phase || !alh_modset_has(&g->modules, id) || !mc->phase_hint_more)
                continue;
            size_t len = strlen(hint);
            if (len + 2 < hint_size) {
                char more[256] = "";
                mc->phase_hint_more(f, more, sizeof more);
                if (more[0])
                    snprintf(hint + len, hint_size - len, "%s%s", len ? " " : "", more);
            }
        }
        return true;
    }
    draw_tray(f);
    return false; /* the base actions stay below; table_mod_tray_hint says what the open tray is */
}

void table_mod_tray_hint(const TableFrame *f, char *hint, size_t hint_size)
{
    TableModState *S = f->t->mods;
    if (S->tray.open && !S->tray.chosen && f->can_act && !f->m->replay)
        snprintf(hint, hint_size, "%s", tr(f->ctx, "mod.tray_hint"));
}

const char *table_mod_bonus_hint(const TableFrame *f)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *mc = client_module(id);
        const char *key = alh_modset_has(&f->m->game.modules, id) && mc->bonus_hint ? mc->bonus_hint(f) : NULL;
        if (key)
            return key;
    }
    return NULL;
}

/* ------------------------------------------------------------------ placement options on the board */

/* The held tile's commands with a placement option (a module's choice, such as a side), from the
 * legal list of the game being decided on. */
static bool option_command_matches(const TableFrame *f, const AlhCommand *c)
{
    const TableInput *in = f->in;
    if (!c->option)
        return false;
    switch (in->held_from) {
    case HELD_PENDING: return c->tile == in->held_tile && c->type == ALH_CMD_PLACE;
    case HELD_RESERVE: return c->tile == in->held_tile && (c->type == ALH_CMD_REDESIGN_ADD || c->type == ALH_CMD_REDESIGN_SWAP);
    case HELD_MARKET:
        /* a module's purchase out of turn lists the market tile by its space, with the chosen cards */
        return c->type >= ALH_CMD_BASE_COUNT && c->space == in->market_sel && c->slots == 0 &&
               memcmp(&c->cards, &in->pay_sel, sizeof c->cards) == 0;
    default: return false;
    }
}

/* A handle on a cell of the mover's board, with its tooltip; true when clicked. */
static bool board_handle(TableFrame *f, const char *id, SDL_FRect cell, SDL_FRect hr, bool empty, const char *tip_key)
{
    AppContext *ctx = f->ctx;
    if (empty)
        paint_round_rect_outline(ctx->renderer, cell, cell.w * 0.06f, fmaxf(2.0f, cell.w * 0.03f), hex(0xC99A2E, 230));
    bool hot = ui_hovered(ctx, id);
    paint_round_rect(ctx->renderer, hr, fminf(hr.w, hr.h) * 0.45f, hot ? hex(0xF2C94C, 255) : hex(0xC99A2E, 240));
    paint_round_rect_outline(ctx->renderer, hr, fminf(hr.w, hr.h) * 0.45f, 1.5f, hex(0x5A3A1E, 230));
    SDL_Rect hit = {(int)hr.x, (int)hr.y, (int)ceilf(hr.w), (int)ceilf(hr.h)};
    if (ui_hit(ctx, id, hit, true) && !f->in->dragging)
        return true;
    if (hot && tip_key) {
        int fs = app_px(ctx, 18);
        const char *tip = tr(ctx, tip_key);
        int tw, th;
        text_measure(ctx, FONT_UI, fs, tip, &tw, &th);
        SDL_FRect box = {hr.x + hr.w + 8, hr.y + hr.h + 6, (float)tw + 16, (float)th + 8};
        paint_round_rect(ctx->renderer, box, 6, hex(0x2B2118, 225));
        text_draw(ctx, FONT_UI, fs, (int)box.x + 8, (int)(box.y + box.h / 2), hex(0xFBE9E7, 255), TEXT_LEFT | TEXT_MIDDLE, tip);
    }
    return false;
}

/* The modules' commands chosen by a click on a cell of the board (board_spot): a handle on each. */
static void board_spots(TableFrame *f)
{
    TableModState *S = f->t->mods;
    sync(f);
    char id[48];
    for (size_t i = 0; i < S->legal_count; i++) {
        const AlhCommand *c = &S->legal[i];
        const AlhModuleClient *mc = client_module_of_command(c->type);
        if (!mc->board_spot || !mc->board_spot(c->type))
            continue;
        SDL_FRect cell = table_board_cell(&f->bv, c->x, c->y);
        float d = cell.w * 0.36f;
        SDL_FRect hr = {cell.x + (cell.w - d) / 2, cell.y + (cell.h - d) / 2, d, d};
        snprintf(id, sizeof id, "table.mod.spot.%d.%d", c->x, c->y);
        if (board_handle(f, id, cell, hr, true, mc->spot_tip)) {
            table_mod_choose(f, c);
            return; /* the list may have changed */
        }
    }
}

void table_mod_board_overlay(TableFrame *f)
{
    TableModState *S = f->t->mods;
    TableInput *in = f->in;
    if (!f->can_act || f->board_player != f->mover)
        return;
    const Match *m = f->m;
    /* A module's command waiting for confirmation: its module shows what it will do (with or
     * without a tile held: a wall to be built on a tile already standing holds none). */
    if (S->tray.chosen) {
        const AlhModuleClient *mc = client_module_of_command(S->tray.cmd.type);
        if (mc->chosen_overlay)
            mc->chosen_overlay(f, &S->tray.cmd);
    } else if (!in->held_tile) {
        board_spots(f);
    }
    if (!in->held_tile)
        return;
    const AlhModuleClient *owner = client_module_of_option(&m->game);
    if (!owner->option_handle)
        return;
    /* While placements are staged, the staged game decides (its own legal list). */
    sync(f); /* the board is drawn before the action panel: list this position's commands first */
    const AlhCommand *list = S->legal;
    size_t count = S->legal_count;
    if (m->staged_count > 0) {
        count = alh_legal_commands(&m->stage_game, S->staged_legal, LEGAL_CAP);
        if (count > LEGAL_CAP)
            count = LEGAL_CAP;
        list = S->staged_legal;
    }
    const AlhBoard *b = &match_view_game(m)->players[f->mover].board;
    char id[48];
    for (size_t i = 0; i < count; i++) {
        const AlhCommand *c = &list[i];
        if (!option_command_matches(f, c))
            continue;
        int x = c->x, y = c->y;
        if (c->type == ALH_CMD_REDESIGN_SWAP) {
            const AlhTilePlace *w = &m->game.where[c->tile2];
            x = w->x;
            y = w->y;
        }
        SDL_FRect cell = table_board_cell(&f->bv, x, y);
        SDL_FRect hr = owner->option_handle(c->option, cell);
        snprintf(id, sizeof id, "table.option.%d.%d.%d", x, y, c->option);
        if (board_handle(f, id, cell, hr, !alh_board_tile_at(b, x, y), owner->option_tip)) {
            if (in->held_from == HELD_MARKET) {
                table_mod_choose(f, c);
            } else {
                in->option_choice = c->option;
                table_input_drop_on_board(f, x, y);
                in->option_choice = 0;
            }
            return; /* the list may have changed */
        }
    }
}
