/* SPDX-License-Identifier: MIT */
/* The table's Hint: asked of the Expert bot on a thread, from the player's view only (table_hint.h). */
#include "table_hint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "client_module.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "table.h"
#include "text.h"
#include "ui.h"

/* One hint at a time: the UI thread asks, a worker thinks over its own copy of the view. */
typedef struct HintJob {
    SDL_Thread *thread;
    SDL_atomic_t done;
    AlhView view;
    AlhHint hint;
    AlhError err;
    const Match *match; /* the match and the moment it was asked for; shown only there */
    uint16_t for_command;
    int player;
    bool shown; /* the answer is on the table */
    char text[1024];
    SDL_Rect box; /* where its words were drawn last */
} HintJob;

static HintJob job; /* the client's UI thread owns it; the worker writes hint and err, then done */

static int hint_thread(void *data)
{
    HintJob *j = data;
    j->err = alh_bot_hint(ALH_BOT_EXPERT, &j->view, alh_hint_seed(&j->view), &j->hint);
    SDL_AtomicSet(&j->done, 1);
    return 0;
}

static void join_worker(void)
{
    if (job.thread) {
        SDL_WaitThread(job.thread, NULL);
        job.thread = NULL;
    }
}

const char *table_hint_text(void) { return job.shown ? job.text : NULL; }

const AlhHint *table_hint_current(void) { return job.shown ? &job.hint : NULL; }

bool table_hint_box(SDL_Rect *out)
{
    if (job.shown)
        *out = job.box;
    return job.shown;
}

bool table_hint_thinking(void) { return job.thread != NULL && !SDL_AtomicGet(&job.done); }

/* ------------------------------------------------------------------ words */

static const char *tile_noun(int tile, char *buf, size_t size)
{
    const AlhModuleClient *part = client_module_of_tile(tile);
    if (part->tile_noun)
        return part->tile_noun(tile);
    const AlhTileInfo *info = alh_tile_info(tile);
    return phrase_type_noun(info && info->type < ALH_NUM_TYPES ? info->type : 0, buf, size);
}

static int command_tile(const AlhGame *g, const AlhCommand *c)
{
    if (c->type == ALH_CMD_BUY)
        return c->space < ALH_MARKET_SPACES ? g->market[c->space] : 0;
    return c->tile;
}

const char *table_hint_move_words(AppContext *ctx, const AlhGame *g, const AlhHint *h, char *buf, size_t size)
{
    const AlhCommand *c = &h->command;
    char noun[32], cur[32], cards[256];
    int tile = command_tile(g, c);
    const char *tn = tile ? tile_noun(tile, noun, sizeof noun) : "type.garden";
    switch (c->type) {
    case ALH_CMD_TAKE_MONEY: {
        AlhCardSet taken;
        memset(&taken, 0, sizeof taken);
        for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
            if ((c->slots >> s) & 1 && g->display[s] != ALH_CARD_NONE)
                taken.bits[g->display[s] >> 6] |= 1ull << (g->display[s] & 63);
        match_cards_words(ctx, &taken, cards, sizeof cards);
        return phrase(ctx, buf, size, "hint.move.take", (const PhraseArg[]){PH_TEXT("cards", cards)}, 1);
    }
    case ALH_CMD_BUY:
        match_cards_words(ctx, &c->cards, cards, sizeof cards);
        phrase_currency_noun(alh_market_currency(c->space), cur, sizeof cur);
        return phrase(ctx, buf, size, "hint.move.buy",
                      (const PhraseArg[]){PH_NOUN("tile", tn), PH_NOUN("cur", cur), PH_TEXT("cards", cards)}, 3);
    case ALH_CMD_PLACE:
    case ALH_CMD_REDESIGN_ADD: return phrase(ctx, buf, size, "hint.move.place", (const PhraseArg[]){PH_NOUN("tile", tn)}, 1);
    case ALH_CMD_REDESIGN_SWAP: return phrase(ctx, buf, size, "hint.move.swap", (const PhraseArg[]){PH_NOUN("tile", tn)}, 1);
    case ALH_CMD_RESERVE:
    case ALH_CMD_REDESIGN_REMOVE: return phrase(ctx, buf, size, "hint.move.reserve", (const PhraseArg[]){PH_NOUN("tile", tn)}, 1);
    case ALH_CMD_PASS:
    case ALH_CMD_DECLINE: return phrase(ctx, buf, size, "hint.move.pass", NULL, 0);
    default: break;
    }
    /* A module's command, or giving a tile to Dirk: the module's panel shows the way; say which module. */
    int mod = alh_command_module(c->type);
    char key[64];
    SDL_snprintf(key, sizeof key, "module.%s", mod >= 0 ? alh_module_name(mod) : "two-player");
    return phrase(ctx, buf, size, "hint.move.module", (const PhraseArg[]){PH_TEXT("module", tr(ctx, key))}, 1);
}

static void signed_points(double v, char *buf, size_t size)
{
    long p = (long)(v + (v >= 0 ? 0.5 : -0.5));
    SDL_snprintf(buf, size, "%+ld", p);
}

static void reason_words(AppContext *ctx, const AlhGame *g, const AlhHint *h, const AlhHintReason *r, char *out, size_t size)
{
    char noun[32], cur[32], pts[16];
    signed_points(r->points, pts, sizeof pts);
    out[0] = '\0';
    switch (r->kind) {
    case ALH_HINT_EXACT:
        if (h->command.type == ALH_CMD_BUY && h->command.space < ALH_BUY_SPACES) { /* the amount in the space's currency */
            phrase_currency_noun(alh_buy_space(g, h->command.space).currency, cur, sizeof cur);
            phrase(ctx, out, size, "hint.why.exact", (const PhraseArg[]){PH_NUM("n", r->value), PH_NOUN("cur", cur)}, 2);
        } else {
            phrase(ctx, out, size, "hint.why.exact_any", NULL, 0);
        }
        break;
    case ALH_HINT_MAJORITY: {
        static const char *const keys[4][2] = {{"hint.why.race", "hint.why.race"},
                                               {"hint.why.first", "hint.why.first_tie"},
                                               {"hint.why.second", "hint.why.second_tie"},
                                               {"hint.why.third", "hint.why.third_tie"}};
        int place = r->place >= 1 && r->place <= 3 ? r->place : 0;
        phrase_type_noun(r->type, noun, sizeof noun);
        /* "worth about +0 points" says nothing: the place alone then */
        char key[48];
        SDL_snprintf(key, sizeof key, "%s%s", keys[place][r->tied ? 1 : 0], place && !strcmp(pts, "+0") ? "_alone" : "");
        phrase(ctx, out, size, key,
               (const PhraseArg[]){PH_NOUN("type", noun), PH_NUM("n", r->count), PH_NUM("rival", r->count2), PH_TEXT("pts", pts)},
               4);
        break;
    }
    case ALH_HINT_WALL:
        phrase(ctx, out, size, "hint.why.wall", (const PhraseArg[]){PH_NUM("from", r->count2), PH_NUM("to", r->count)}, 2);
        break;
    case ALH_HINT_MONEY: {
        /* The move's words name the cards taken already; the reason says what they make: the
         * player's money of that currency afterwards, or the currencies a mixed take brings. */
        if (r->currency >= 0 && r->currency < ALH_NUM_CURRENCIES) {
            int held =
                h->player >= 0 && h->player < g->num_players ? alh_cards_money(g, &g->players[h->player].hand, r->currency) : 0;
            phrase_currency_noun(r->currency, cur, sizeof cur);
            phrase(ctx, out, size, held > 0 ? "hint.why.money" : "hint.why.money_new",
                   (const PhraseArg[]){PH_NOUN("cur", cur), PH_NUM("n", held + r->value)}, 2);
        } else {
            unsigned currencies = 0;
            for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
                if ((h->command.slots >> s) & 1 && alh_card_is_money(g->display[s]))
                    currencies |= 1u << alh_card_currency(g->display[s]);
            phrase(ctx, out, size, "hint.why.money_mixed", (const PhraseArg[]){PH_NUM("k", __builtin_popcount(currencies))}, 1);
        }
        break;
    }
    case ALH_HINT_EXACT_NEXT: {
        int tile = r->space >= 0 && r->space < ALH_MARKET_SPACES ? g->market[r->space] : 0;
        phrase_currency_noun(r->currency >= 0 ? r->currency : 0, cur, sizeof cur);
        phrase(ctx, out, size, "hint.why.exact_next",
               (const PhraseArg[]){
                   PH_NOUN("tile", tile ? tile_noun(tile, noun, sizeof noun) : phrase_type_noun(r->type, noun, sizeof noun)),
                   PH_NOUN("cur", cur), PH_NUM("price", r->value)},
               3);
        break;
    }
    case ALH_HINT_OPEN: phrase(ctx, out, size, "hint.why.open", (const PhraseArg[]){PH_NUM("n", r->count)}, 1); break;
    case ALH_HINT_RESERVE: phrase(ctx, out, size, "hint.why.reserve", NULL, 0); break;
    case ALH_HINT_MODULES: { /* a gain or a loss, said as such ("gains about -3 points" read oddly) */
        long p = labs((long)(r->points + (r->points >= 0 ? 0.5 : -0.5)));
        phrase(ctx, out, size, r->points < 0 ? "hint.why.modules_loss" : "hint.why.modules",
               (const PhraseArg[]){PH_NUM("pts", (int)p)}, 1);
        break;
    }
    case ALH_HINT_SCORING_NEAR:
        if (r->round >= 3)
            phrase(ctx, out, size, "hint.why.scoring_last", (const PhraseArg[]){PH_NUM("n", r->count)}, 1);
        else
            phrase(ctx, out, size, "hint.why.scoring", (const PhraseArg[]){PH_NUM("r", r->round)}, 1);
        break;
    case ALH_HINT_ONLY: phrase(ctx, out, size, "hint.why.only", NULL, 0); break;
    default: phrase(ctx, out, size, "hint.why.overall", (const PhraseArg[]){PH_TEXT("pts", pts)}, 1); break;
    }
}

const char *table_hint_why_words(AppContext *ctx, const AlhGame *g, const AlhHint *h, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < h->reason_count && i < ALH_HINT_MAX_REASONS; i++) {
        char one[320];
        reason_words(ctx, g, h, &h->reasons[i], one, sizeof one);
        if (!one[0])
            continue;
        int n = SDL_snprintf(buf + used, size - used, "%s%s", used ? " " : "", one);
        if (n < 0 || (size_t)n >= size - used) {
            buf[used] = '\0';
            break;
        }
        used += (size_t)n;
    }
    return buf;
}

/* ------------------------------------------------------------------ the table */

static int marks; /* places marked in the last frame drawn (tests) */

int table_hint_mark_count(void) { return marks; }

static void mark(AppContext *ctx, SDL_FRect r)
{
    marks++;
    float t = 4.0f * ctx->scale < 2 ? 2 : 4.0f * ctx->scale;
    SDL_FRect o = {r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t};
    paint_round_rect_outline(ctx->renderer, o, 8 * ctx->scale, t, PAL_GOLD);
}

static SDL_FRect frect(SDL_Rect r) { return (SDL_FRect){(float)r.x, (float)r.y, (float)r.w, (float)r.h}; }

/* Marks where the move happens: the slots, the market space, the spot or the reserve. */
static void mark_move(TableFrame *f, const AlhCommand *c)
{
    AppContext *ctx = f->ctx;
    marks = 0;
    switch (c->type) {
    case ALH_CMD_TAKE_MONEY:
        for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
            if ((c->slots >> s) & 1)
                mark(ctx, frect(f->L.display[s]));
        break;
    case ALH_CMD_BUY:
        if (c->space < ALH_MARKET_SPACES)
            mark(ctx, frect(f->L.market[c->space]));
        /* and the cards to pay with, where the hand shows them (the visible part of each) */
        if (f->home == f->mover)
            for (int card = 0; card < ALH_HAND_CARD_END; card++) {
                char id[32];
                SDL_Rect r;
                snprintf(id, sizeof id, "table.hand.%d", card);
                if (alh_cards_has(&c->cards, card) && ui_widget_rect(ctx, id, &r))
                    mark(ctx, frect(r));
            }
        break;
    case ALH_CMD_PLACE:
    case ALH_CMD_REDESIGN_ADD:
        if (f->board_player == f->mover && f->bv.tile > 0)
            mark(ctx, table_board_cell(&f->bv, c->x, c->y));
        break;
    case ALH_CMD_RESERVE:
    case ALH_CMD_REDESIGN_REMOVE: mark(ctx, frect(f->L.reserve)); break;
    default: break;
    }
}

static void ask(TableFrame *f)
{
    join_worker();
    job.match = f->m;
    job.for_command = f->g->command_count;
    job.player = f->mover;
    job.shown = false;
    job.text[0] = '\0';
    SDL_AtomicSet(&job.done, 0);
    alh_view_make(f->g, f->mover, &job.view); /* only what this player may know */
    job.thread = SDL_CreateThread(hint_thread, "alhambra-hint", &job);
    if (!job.thread) /* no thread: think here (the window pauses a moment) */
        hint_thread(&job);
}

void table_hint_frame(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    bool current = job.match == f->m && job.for_command == f->g->command_count && job.player == f->mover;
    if (!current || !f->can_act) {
        job.shown = false; /* the position moved on: the hint is for a position that is gone */
        if (job.thread && SDL_AtomicGet(&job.done))
            join_worker();
        if (!f->can_act || f->mover < 0)
            return;
    }
    if (job.thread && SDL_AtomicGet(&job.done)) {
        join_worker();
        if (current && job.err == ALH_OK) {
            char move[512], why[768];
            table_hint_move_words(ctx, f->g, &job.hint, move, sizeof move);
            table_hint_why_words(ctx, f->g, &job.hint, why, sizeof why);
            SDL_snprintf(job.text, sizeof job.text, "%s\n%s", move, why);
            job.shown = true;
        }
    }
    bool thinking = job.thread != NULL;
    if (thinking)
        app_request_frame(ctx);
    if (f->m->no_hints) {
        job.shown = false; /* the players chose a game without hints: no button, no key */
        return;
    }

    /* The button, at the top right of the board (left of "back to my Alhambra" when that shows). */
    int bw = app_px(ctx, 160), bh = app_px(ctx, 40);
    int right = f->L.board.x + f->L.board.w - app_px(ctx, 12);
    if (f->in->view_player >= 0 && f->in->view_player != f->mover)
        right -= app_px(ctx, 240);
    SDL_Rect b = {right - bw, f->L.board.y + app_px(ctx, 10), bw, bh};
    bool typing = ctx->ui.focus != 0;
    bool pressed = ui_button(ctx, "table.hint_button", b, tr(ctx, thinking ? "hint.thinking" : "hint.button"),
                             UI_SECONDARY | (job.shown && current ? UI_SELECTED : 0) | (thinking ? UI_DISABLED : 0));
    if (!typing && ui_key_pressed(ctx, SDLK_h))
        pressed = !thinking;
    ui_tooltip(ctx, "table.hint_button.tip", b, tr(ctx, "hint.tooltip"));
    if (pressed) {
        if (job.shown && current)
            job.shown = false; /* a second press puts it away */
        else
            ask(f);
        return;
    }
    if (!job.shown || !current)
        return;

    mark_move(f, &job.hint.command);
    /* The words, in a box along the bottom of the board. */
    int pad = app_px(ctx, 16), w = f->L.board.w - 2 * app_px(ctx, 24);
    if (w > app_px(ctx, 1000))
        w = app_px(ctx, 1000);
    int px = app_px(ctx, 20) < 12 ? 12 : app_px(ctx, 20);
    char *nl = strchr(job.text, '\n');
    char move[512];
    SDL_strlcpy(move, job.text, nl && (size_t)(nl - job.text) < sizeof move ? (size_t)(nl - job.text) + 1 : sizeof move);
    const char *why = nl ? nl + 1 : "";
    int h1 = text_draw_wrapped(ctx, FONT_BOLD, px, 0, 0, w - 2 * pad, PAL_INK, TEXT_LEFT, move, false);
    int h2 = text_draw_wrapped(ctx, FONT_UI, px * 9 / 10, 0, 0, w - 2 * pad, PAL_INK, TEXT_LEFT, why, false);
    SDL_Rect box = {f->L.board.x + (f->L.board.w - w) / 2, 0, w, h1 + h2 + 2 * pad + app_px(ctx, 6)};
    box.y = f->L.board.y + f->L.board.h - box.h - app_px(ctx, 14);
    /* Above the expansion actions' button, which stands at the lower right of the board too (the
     * box hid it). */
    SDL_Rect tray;
    if (ui_widget_rect(ctx, "table.mod.tray", &tray) && SDL_HasIntersection(&box, &tray))
        box.y = tray.y - box.h - app_px(ctx, 10);
    job.box = box;
    paint_shadow(ctx->renderer, frect(box), 10 * ctx->scale, 12 * ctx->scale, 4 * ctx->scale, 90);
    paint_round_rect(ctx->renderer, frect(box), 10 * ctx->scale, (SDL_Color){0xFB, 0xF4, 0xE4, 0xF4});
    paint_round_rect_outline(ctx->renderer, frect(box), 10 * ctx->scale, 2.5f * ctx->scale, PAL_GOLD);
    text_draw_wrapped(ctx, FONT_BOLD, px, box.x + pad, box.y + pad, w - 2 * pad, PAL_TERRA_DARK, TEXT_LEFT, move, true);
    text_draw_wrapped(ctx, FONT_UI, px * 9 / 10, box.x + pad, box.y + pad + h1 + app_px(ctx, 6), w - 2 * pad, PAL_INK, TEXT_LEFT,
                      why, true);
}
