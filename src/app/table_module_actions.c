/* SPDX-License-Identifier: MIT */
/* Mouse play of the expansion modules, from the engine's legal command list: tray, gates, vizier, auctions. */
#include "table_module_actions.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "audio.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "text.h"
#include "ui.h"
#include "bonus_cards/bonus_cards.h"
#include "camps/camps.h"
#include "characters/characters.h"
#include "city_gates/city_gates.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"

#define LEGAL_CAP 8192
#define TRAY_MAX 512
#define GROUP_MAX 64

/* The tray's state: reset whenever the position or the player to move changes. */
typedef struct ModTray {
    bool open;
    int group;                   /* index into groups while its choices are listed, -1 */
    int page;
    bool chosen;                 /* cmd waits for confirmation */
    AlhCommand cmd;
    int mover;
    int command_count;
    int staged;
    uint64_t stage_hash;         /* the staged game's, while staging (an undo and another choice) */
} ModTray;

/* One table's modules state: the tray, and the position's legal commands it is built from. */
struct TableModState {
    ModTray tray;
    /* The position's legal commands, and those of the modules' kinds grouped by kind (a character,
     * a bonus card...): listed again only when the position changes. */
    AlhCommand legal[LEGAL_CAP];
    size_t legal_count;
    AlhCommand items[TRAY_MAX];
    int item_count;
    int group_first[GROUP_MAX], group_len[GROUP_MAX], group_count;
    AlhCommand staged_legal[LEGAL_CAP]; /* the staged game's, for the city-gate handles */
};

TableModState *table_mod_state_create(void)
{
    TableModState *S = calloc(1, sizeof *S);
    if (S)
        table_mod_reset(S);
    return S;
}

void table_mod_state_destroy(TableModState *S)
{
    free(S);
}

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

void table_mod_reset(TableModState *S)
{
    S->tray = (ModTray){.group = -1, .mover = -2};
}

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
    return a->type == b->type && a->slots == b->slots && a->space == b->space && a->x == b->x &&
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

static bool tray_kind(int type)
{
    return type == ALH_CMD_PLAY_BONUS || type == ALH_CMD_TAKE_SQUARE || type == ALH_CMD_TAKE_GATE_CARD ||
           type == ALH_CMD_WAKE_VIZIER || type == ALH_CMD_USE_CHARACTER;
}

/* What tells two kinds of tray action apart: the bonus card, the square's colour, the character. */
static int group_key(const AlhCommand *c)
{
    int k = 0;
    if (c->type == ALH_CMD_PLAY_BONUS || c->type == ALH_CMD_USE_CHARACTER)
        k = c->slots;
    else if (c->type == ALH_CMD_TAKE_SQUARE)
        k = c->space;
    return c->type * 256 + k;
}

static bool placing_phase(const AlhGame *g)
{
    return g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE;
}

/*
 * While placements or a redesign are staged, the tray offers what may still be done at this point
 * of the turn: what the staged game allows while the player is still deciding there (the Miser's
 * card while placing), or, once the staged choices end the turn, what the placing phase allowed
 * (placements change neither hand nor display). Either must also be playable beneath the staged
 * choices, which stay staged on top (match_apply_under_stage). Start-of-turn powers (Beggar,
 * Dancer), the Patron's purchase and the Moneychanger (action phase) are not offered after an action.
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
    if (S->tray.mover == f->mover && S->tray.command_count == m->game.command_count && S->tray.staged == m->staged_count &&
        S->tray.stage_hash == stage_hash)
        return;
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
    for (size_t i = 0; i < S->legal_count; i++)
        if (!tray_kind(S->legal[i].type))
            others++;
    /* Grouped by kind, the rarer chances first (the squares, offered every turn, last); the engine's
     * order within a kind. */
    static const int order[] = {ALH_CMD_USE_CHARACTER, ALH_CMD_PLAY_BONUS, ALH_CMD_TAKE_GATE_CARD, ALH_CMD_WAKE_VIZIER,
                                ALH_CMD_TAKE_SQUARE};
    for (size_t pass = 0; pass < sizeof order / sizeof order[0]; pass++) {
        for (size_t i = 0; i < S->legal_count && S->item_count < TRAY_MAX; i++) {
            if (S->legal[i].type != order[pass] || m->game.phase == ALH_PHASE_AUCTION || !usable_while_staged(m, &S->legal[i]))
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
    /* When the modules' actions are all there is (the Master Builder's step aside), show them at once. */
    S->tray.open = (same_mover && S->tray.open && S->group_count > 0) || (S->group_count > 0 && others == 0 && m->staged_count == 0);
}

/* ------------------------------------------------------------------ words */

/* A translation of a key built in a local buffer: never that buffer itself (tr returns the key when missing). */
static const char *tr_local(AppContext *ctx, const char *key, const char *fallback)
{
    const char *t = tr(ctx, key);
    return t == key ? fallback : t;
}

/* A tile's noun for the phrases (phrase.h): its building type. */
static const char *tile_noun(int tile, char *key, size_t size)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    return phrase_type_noun(info && info->type < ALH_NUM_TYPES ? info->type : 0, key, size);
}

static const char *character_word(AppContext *ctx, int ch)
{
    char key[48];
    const char *name = alh_character_name(ch);
    snprintf(key, sizeof key, "mod.char.%s", name ? name : "?");
    return tr_local(ctx, key, name ? name : "?");
}

/* A card in words: "7 dirhams", "diamond 5", "exchange card denar/ducat". */
static const char *card_words(AppContext *ctx, int card, char *out, size_t size)
{
    /* an empty display slot (ALH_CARD_NONE) or a city-gate card is no hand card: it has no words
     * here, and writing it into a card set would write past the set's two words */
    if (!alh_card_fits_hand(card)) {
        snprintf(out, size, "?");
        return out;
    }
    AlhCardSet one = {{0, 0}};
    alh_cards_add(&one, card);
    return match_cards_words(ctx, &one, out, size);
}

static int first_card(const AlhCardSet *s)
{
    for (int c = 0; c < 128; c++)
        if (alh_cards_has(s, c))
            return c;
    return -1;
}

/* Value of a set of cards for a bid: the sum of one currency, or of diamonds. */
static int bid_value(const AlhCardSet *s)
{
    int sum = 0;
    for (int c = 0; c < 128; c++)
        if (alh_cards_has(s, c))
            sum += alh_card_is_money(c) ? alh_card_value(c) : alh_diamond_value(c);
    return sum;
}

/*
 * A tray command in words: the kind (for the tray's first list), the choice (its target), or the
 * whole sentence of what will happen (the hint while confirming).
 */
enum { WORDS_KIND, WORDS_CHOICE, WORDS_FULL };

static void describe(TableFrame *f, const AlhCommand *c, int form, char *out, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    char a[96], b[96], noun[32], noun2[32];
    out[0] = '\0';
    switch (c->type) {
    case ALH_CMD_PLAY_BONUS: {
        int tile = alh_bonus_card_tile(c->slots);
        const AlhTileInfo *info = alh_tile_info(tile);
        phrase(ctx, out, size, form == WORDS_FULL ? "mod.play_bonus_full" : "mod.play_bonus",
               (const PhraseArg[]){PH_NOUN("tile", tile_noun(tile, noun, sizeof noun)), PH_NUM("price", info ? info->price : 0)}, 2);
        break;
    }
    case ALH_CMD_TAKE_SQUARE:
        phrase(ctx, out, size, form == WORDS_FULL ? "mod.take_square_full" : "mod.take_square",
               (const PhraseArg[]){PH_NOUN("type", phrase_type_noun(c->space < ALH_NUM_TYPES ? c->space : 0, noun, sizeof noun))}, 1);
        break;
    case ALH_CMD_TAKE_GATE_CARD:
        snprintf(out, size, "%s", tr(ctx, form == WORDS_FULL ? "mod.take_gate_full" : "mod.take_gate"));
        break;
    case ALH_CMD_WAKE_VIZIER:
        snprintf(out, size, "%s", tr(ctx, form == WORDS_FULL ? "mod.wake_vizier_full" : "mod.wake_vizier"));
        break;
    case ALH_CMD_USE_CHARACTER: {
        const char *who = character_word(ctx, c->slots);
        const char *name = alh_character_name(c->slots);
        if (form == WORDS_KIND) {
            trf(ctx, out, size, "mod.use_character", who, NULL);
            break;
        }
        /* The target: a market space (patron, dancer), a display card (miser), a card given (moneychanger). */
        char key[64];
        snprintf(key, sizeof key, "mod.use.%s%s", name ? name : "?", form == WORDS_FULL ? "_full" : "");
        int space = c->space < ALH_MARKET_SPACES ? c->space : 0, slot = c->x >= 0 && c->x < ALH_DISPLAY_SLOTS ? c->x : 0;
        int tile = g->market[space];
        card_words(ctx, g->display[slot], a, sizeof a);
        card_words(ctx, first_card(&c->cards), b, sizeof b);
        const PhraseArg args[] = {
            PH_NOUN("tile", tile ? tile_noun(tile, noun, sizeof noun) : "?"),
            PH_NOUN("cur", phrase_currency_noun(alh_market_currency(space), noun2, sizeof noun2)),
            PH_TEXT("card", a), PH_TEXT("given", b), PH_TEXT("who", who),
        };
        phrase(ctx, out, size, key, args, 5);
        break;
    }
    default:
        break;
    }
}

/* ------------------------------------------------------------------ applying */

static void refuse(TableFrame *f, AlhError err)
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

static void apply(TableFrame *f, const AlhCommand *c)
{
    TableModState *S = f->t->mods;
    AlhError err = match_apply_under_stage(f->ctx, f->m, c);
    if (err != ALH_OK) {
        refuse(f, err);
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
        refuse(f, err);
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
    int h = 2 * pad + title_h + (shown + 1) * (row + gap);
    SDL_Rect P = {button.x + button.w - w, button.y - gap - h, w, h};
    ui_panel(ctx, P);
    /* The panel swallows clicks that miss its buttons (the board below must not take them). */
    ui_hit(ctx, "table.mod.panel", P, true);
    char title[200], label[200], id[48];
    if (kinds) {
        snprintf(title, sizeof title, "%s", tr(ctx, "mod.tray_title"));
    } else {
        describe(f, &S->items[S->group_first[S->tray.group]], WORDS_KIND, label, sizeof label);
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
            describe(f, c, S->group_len[i] == 1 ? WORDS_CHOICE : WORDS_KIND, label, sizeof label);
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
            describe(f, c, WORDS_CHOICE, label, sizeof label);
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

/* ------------------------------------------------------------------ hand cards */

static bool module_on(const AlhGame *g, int id)
{
    return alh_modset_has(&g->modules, id);
}

bool table_mod_picks_cards(const TableFrame *f)
{
    const AlhGame *g = &f->m->game;
    return f->can_act && g->phase == ALH_PHASE_AUCTION && !g->mod.characters.entertainer_choice;
}

bool table_mod_card_usable(const TableFrame *f, int card, int pay_currency)
{
    const AlhGame *g = &f->m->game;
    if (g->phase == ALH_PHASE_AUCTION)
        return alh_card_is_money(card) || alh_card_is_diamond(card);
    if (pay_currency < 0)
        return false;
    if (alh_card_is_diamond(card))
        return module_on(g, ALH_MOD_DIAMONDS);
    int cur[2];
    if (alh_card_is_exchange(card))
        return alh_exchange_currencies(card, cur) && (cur[0] == pay_currency || cur[1] == pay_currency);
    if (!alh_card_is_money(card))
        return false;
    if (alh_card_currency(card) == pay_currency)
        return true;
    /* With an exchange card chosen, its other currency pays too. */
    const AlhCardSet *sel = &f->in->pay_sel;
    for (int e = ALH_CARD_EXCHANGE_FIRST; e < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; e++)
        if (alh_cards_has(sel, e) && alh_exchange_currencies(e, cur) &&
            (cur[0] == pay_currency || cur[1] == pay_currency) &&
            (cur[0] == alh_card_currency(card) || cur[1] == alh_card_currency(card)))
            return true;
    return false;
}

/* A bid is one currency (or diamonds): a card of another kind starts the bid afresh. */
static int bid_kind(int card)
{
    return alh_card_is_money(card) ? alh_card_currency(card) : alh_card_is_diamond(card) ? ALH_NUM_CURRENCIES : -1;
}

bool table_mod_hand_click(TableFrame *f, int card)
{
    if (!table_mod_picks_cards(f))
        return false;
    AlhCardSet *sel = &f->in->pay_sel;
    if (bid_kind(card) < 0)
        return true;
    if (alh_cards_has(sel, card)) {
        alh_cards_remove(sel, card);
    } else {
        int have = first_card(sel);
        if (have >= 0 && bid_kind(have) != bid_kind(card))
            memset(sel, 0, sizeof *sel);
        alh_cards_add(sel, card);
    }
    audio_play(f->ctx, SFX_CLICK);
    return true;
}

/* ------------------------------------------------------------------ the vizier's favour */

/* The exact payment with the fewest cards for space among the legal VIZIER_BUY commands. */
static bool vizier_payment(const TableModState *S, int space, AlhCardSet *out)
{
    int best = 1 << 30;
    for (size_t i = 0; i < S->legal_count; i++) {
        const AlhCommand *c = &S->legal[i];
        if (c->type != ALH_CMD_VIZIER_BUY || c->space != space || c->slots != 1)
            continue;
        if (alh_cards_count(&c->cards) < best) {
            best = alh_cards_count(&c->cards);
            *out = c->cards;
        }
    }
    return best < (1 << 30);
}

void table_mod_vizier_market(TableFrame *f, int space)
{
    TableModState *S = f->t->mods;
    TableInput *in = f->in;
    const AlhGame *g = &f->m->game;
    if (!f->can_act || g->phase != ALH_PHASE_VIZIER || !g->market[space])
        return;
    sync(f);
    S->tray.chosen = false;
    if (in->market_sel == space) {
        in->market_sel = -1;
        in->held_tile = 0;
        memset(&in->pay_sel, 0, sizeof in->pay_sel);
        return;
    }
    AlhCardSet pay = {{0}};
    if (!vizier_payment(f->t->mods, space, &pay)) {
        char buf[200], noun[32];
        PHRASE(f->ctx, buf, "mod.vizier_cannot", PH_NUM("price", alh_tile_info(g->market[space])->price),
               PH_NOUN("cur", phrase_currency_noun(alh_market_currency(space), noun, sizeof noun)));
        table_input_notice(f, buf);
        audio_play(f->ctx, SFX_ERROR);
        return;
    }
    in->market_sel = space;
    in->pay_sel = pay;
    in->held_tile = g->market[space];
    in->held_from = HELD_MARKET;
    in->dragging = false;
    in->view_player = -1;
    audio_play(f->ctx, SFX_CLICK);
}

static AlhCommand vizier_command(const TableFrame *f)
{
    AlhCommand c = {0};
    c.type = ALH_CMD_VIZIER_BUY;
    c.player = (uint8_t)f->mover;
    c.space = (uint8_t)(f->in->market_sel >= 0 ? f->in->market_sel : 0);
    c.tile = (uint8_t)f->in->held_tile;
    c.cards = f->in->pay_sel;
    return c;
}

void table_mod_vizier_reserve(TableFrame *f)
{
    if (!f->can_act || f->in->market_sel < 0 || f->in->held_from != HELD_MARKET)
        return;
    AlhCommand c = vizier_command(f);
    c.slots = 1;
    table_mod_choose(f, &c);
}

static void vizier_panel(TableFrame *f, SDL_Rect b0, SDL_Rect b1, char *hint, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    TableInput *in = f->in;
    char n1[16], n2[16];
    if (in->market_sel >= 0 && g->market[in->market_sel] && in->held_from == HELD_MARKET) {
        int price = alh_tile_info(g->market[in->market_sel])->price;
        AlhCommand c = vizier_command(f);
        c.slots = 1;
        int paid = 0;
        for (int k = 0; k < 128; k++)
            if (alh_cards_has(&in->pay_sel, k))
                paid += alh_card_is_money(k) ? alh_card_value(k) : alh_diamond_value(k);
        snprintf(n1, sizeof n1, "%d", price);
        snprintf(n2, sizeof n2, "%d", paid);
        AlhError err = alh_check(g, &c);
        trf(ctx, hint, size, err == ALH_OK ? "mod.vizier_place" : "mod.vizier_pay", n1, n2, NULL);
        if (ui_button(ctx, "table.mod.vizier_reserve", b0, tr(ctx, "table.to_reserve"),
                      err == ALH_OK ? UI_SECONDARY : UI_SECONDARY | UI_DISABLED))
            table_mod_vizier_reserve(f);
    } else {
        trf(ctx, hint, size, "mod.vizier_hint", table_seat_name(f->m, f->mover), NULL);
    }
    if (ui_button(ctx, "table.mod.decline", b1, tr(ctx, "mod.decline_vizier"), UI_SECONDARY)) {
        AlhCommand d = {0};
        d.type = ALH_CMD_DECLINE;
        d.player = (uint8_t)f->mover;
        apply(f, &d);
    }
}

/* ------------------------------------------------------------------ auctions */

static void auction_panel(TableFrame *f, SDL_Rect b1, SDL_Rect b2, char *hint, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    char a[160], n[16];
    AlhCommand d = {0};
    d.type = ALH_CMD_DECLINE;
    d.player = (uint8_t)f->mover;
    if (g->mod.characters.entertainer_choice) {
        snprintf(hint, size, "%s", tr(ctx, "mod.characters.entertainer_choice"));
        if (ui_button(ctx, "table.mod.decline", b1, tr(ctx, "mod.keep"), UI_SECONDARY))
            apply(f, &d);
        AlhCommand s = {0};
        s.type = ALH_CMD_USE_CHARACTER;
        s.player = (uint8_t)f->mover;
        s.slots = 0;
        if (ui_button(ctx, "table.mod.swap", b2, tr(ctx, "mod.swap"), alh_check(g, &s) == ALH_OK ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED))
            apply(f, &s);
        return;
    }
    int ch = g->mod.characters.auction_card != ALH_CARD_NONE ? g->mod.characters.auction_card - ALH_CARD_CHARACTER_FIRST : 0;
    char key[64];
    const char *name = alh_character_name(ch);
    snprintf(key, sizeof key, "mod.char_does.%s", name ? name : "?");
    if (g->mod.characters.auction_bidder < g->num_players) {
        snprintf(n, sizeof n, "%d", g->mod.characters.auction_bid);
        trf(ctx, a, sizeof a, "mod.auction_high", n, table_seat_name(f->m, g->mod.characters.auction_bidder), NULL);
    } else {
        snprintf(a, sizeof a, "%s", tr(ctx, "mod.auction_none"));
    }
    char does[200];
    snprintf(does, sizeof does, "%s", tr(ctx, key));
    trf(ctx, hint, size, "mod.auction_hint", character_word(ctx, ch), does, a, NULL);
    AlhCommand bid = {0};
    bid.type = ALH_CMD_BID;
    bid.player = (uint8_t)f->mover;
    bid.cards = f->in->pay_sel;
    AlhError err = alh_cards_empty(&bid.cards) ? ALH_ERR_NOT_ENOUGH_MONEY : alh_check(g, &bid);
    snprintf(n, sizeof n, "%d", bid_value(&bid.cards));
    char label[64];
    trf(ctx, label, sizeof label, "mod.bid", n, NULL);
    if (ui_button(ctx, "table.mod.bid", b2, label, err == ALH_OK ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED))
        apply(f, &bid);
    if (ui_button(ctx, "table.mod.decline", b1, tr(ctx, "mod.pass_auction"), UI_SECONDARY))
        apply(f, &d);
}

/* ------------------------------------------------------------------ the panel */

bool table_mod_panel(TableFrame *f, SDL_Rect b0, SDL_Rect b1, SDL_Rect b2, SDL_Rect b3, char *hint, size_t hint_size)
{
    TableModState *S = f->t->mods;
    (void)b3;
    if (!f->can_act || f->m->replay)
        return false;
    sync(f);
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    if (S->tray.chosen) {
        const AlhCommand *c = &S->tray.cmd;
        char what[96];
        if (c->type == ALH_CMD_VIZIER_BUY) {
            snprintf(what, sizeof what, "%d", alh_tile_info(g->market[c->space])->price);
            char noun[32];
            phrase(ctx, hint, hint_size, c->slots ? "mod.vizier_confirm_reserve" : c->option ? "mod.vizier_confirm_gate" : "mod.vizier_confirm",
                   (const PhraseArg[]){PH_NOUN("tile", tile_noun(g->market[c->space], noun, sizeof noun)), PH_TEXT("price", what)}, 2);
        } else {
            describe(f, c, WORDS_FULL, hint, hint_size);
        }
        bool enter = ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER);
        if (ui_button(ctx, "table.mod.confirm", b2, tr(ctx, "mod.confirm"), UI_PRIMARY) || enter)
            apply(f, c);
        else if (ui_button(ctx, "table.mod.cancel", b1, tr(ctx, "mod.cancel"), UI_SECONDARY) ||
                 ctx->in.right_pressed || ui_key_pressed(ctx, SDLK_ESCAPE)) {
            S->tray.chosen = false;
            resume_placing(f);
        }
        return true;
    }
    if (g->phase == ALH_PHASE_VIZIER) {
        vizier_panel(f, b0, b1, hint, hint_size);
        return true;
    }
    if (g->phase == ALH_PHASE_AUCTION) {
        auction_panel(f, b1, b2, hint, hint_size);
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

/* ------------------------------------------------------------------ city gates on the board */

/* Handle of side s on cell c: a short bar across the middle of that edge. */
static SDL_FRect side_handle(SDL_FRect c, int side)
{
    float t = c.w * 0.2f, l = c.w * 0.46f;
    switch (side) {
    case ALH_NORTH: return (SDL_FRect){c.x + (c.w - l) / 2, c.y - t / 2, l, t};
    case ALH_EAST: return (SDL_FRect){c.x + c.w - t / 2, c.y + (c.h - l) / 2, t, l};
    case ALH_SOUTH: return (SDL_FRect){c.x + (c.w - l) / 2, c.y + c.h - t / 2, l, t};
    default: return (SDL_FRect){c.x - t / 2, c.y + (c.h - l) / 2, t, l};
    }
}

/* The held tile's commands that build a gate, from the legal list of the game being decided on. */
static bool gate_command_matches(const TableFrame *f, const AlhCommand *c)
{
    const TableInput *in = f->in;
    if (!c->option || c->tile != in->held_tile)
        return false;
    switch (in->held_from) {
    case HELD_PENDING: return c->type == ALH_CMD_PLACE;
    case HELD_RESERVE: return c->type == ALH_CMD_REDESIGN_ADD || c->type == ALH_CMD_REDESIGN_SWAP;
    case HELD_MARKET: return false; /* VIZIER_BUY lists the market tile by space */
    default: return false;
    }
}

void table_mod_board_overlay(TableFrame *f)
{
    TableModState *S = f->t->mods;
    TableInput *in = f->in;
    AppContext *ctx = f->ctx;
    if (!in->held_tile || !f->can_act || f->board_player != f->mover)
        return;
    const Match *m = f->m;
    /* The vizier's purchase waiting for confirmation: the building where it will stand. */
    if (S->tray.chosen && S->tray.cmd.type == ALH_CMD_VIZIER_BUY && !S->tray.cmd.slots) {
        SDL_FRect cell = table_board_cell(&f->bv, S->tray.cmd.x, S->tray.cmd.y);
        TileLook look = tile_look_default();
        look.alpha = 0.85f;
        look.glow = true;
        draw_tile(ctx, S->tray.cmd.tile ? S->tray.cmd.tile : m->game.market[S->tray.cmd.space], cell, &look);
    }
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
        bool mine = gate_command_matches(f, c);
        if (!mine && in->held_from == HELD_MARKET)
            mine = c->type == ALH_CMD_VIZIER_BUY && c->option && c->space == in->market_sel && c->slots == 0 &&
                   memcmp(&c->cards, &in->pay_sel, sizeof c->cards) == 0;
        if (!mine)
            continue;
        int x = c->x, y = c->y;
        if (c->type == ALH_CMD_REDESIGN_SWAP) {
            const AlhTilePlace *w = &m->game.where[c->tile2];
            x = w->x;
            y = w->y;
        }
        SDL_FRect cell = table_board_cell(&f->bv, x, y);
        if (!alh_board_tile_at(b, x, y))
            paint_round_rect_outline(ctx->renderer, cell, cell.w * 0.06f, fmaxf(2.0f, cell.w * 0.03f), hex(0xC99A2E, 230));
        SDL_FRect hr = side_handle(cell, c->option - 1);
        snprintf(id, sizeof id, "table.gate.%d.%d.%d", x, y, c->option - 1);
        bool hot = ui_hovered(ctx, id);
        paint_round_rect(ctx->renderer, hr, fminf(hr.w, hr.h) * 0.45f, hot ? hex(0xF2C94C, 255) : hex(0xC99A2E, 240));
        paint_round_rect_outline(ctx->renderer, hr, fminf(hr.w, hr.h) * 0.45f, 1.5f, hex(0x5A3A1E, 230));
        SDL_Rect hit = {(int)hr.x, (int)hr.y, (int)ceilf(hr.w), (int)ceilf(hr.h)};
        if (ui_hit(ctx, id, hit, true) && !in->dragging) {
            if (in->held_from == HELD_MARKET) {
                AlhCommand v = vizier_command(f);
                v.x = (int8_t)x;
                v.y = (int8_t)y;
                v.option = c->option;
                table_mod_choose(f, &v);
            } else {
                in->gate_choice = c->option;
                table_input_drop_on_board(f, x, y);
                in->gate_choice = 0;
            }
            return; /* the list may have changed */
        }
        if (hot) {
            int fs = app_px(ctx, 18);
            const char *tip = tr(ctx, "mod.gate_tip");
            int tw, th;
            text_measure(ctx, FONT_UI, fs, tip, &tw, &th);
            SDL_FRect box = {hr.x + hr.w + 8, hr.y + hr.h + 6, (float)tw + 16, (float)th + 8};
            paint_round_rect(ctx->renderer, box, 6, hex(0x2B2118, 225));
            text_draw(ctx, FONT_UI, fs, (int)box.x + 8, (int)(box.y + box.h / 2), hex(0xFBE9E7, 255), TEXT_LEFT | TEXT_MIDDLE, tip);
        }
    }
}
