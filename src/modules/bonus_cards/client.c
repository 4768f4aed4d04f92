/* SPDX-License-Identifier: MIT */
/* Bonus cards in the client: a card showing the building it adds, its back green with a gold "+". */
#include "client_module.h"

#include <math.h>
#include "match.h"
#include "table_module_actions.h"
#include "draw_card.h"
#include "material.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "text.h"
#include "bonus_cards/bonus_cards.h"
#include "bonus_cards/client.h"
#include "ui.h"
#include "table_modules.h"
#include "i18n.h"
#include "draw_tile.h"
#include <string.h>
#include <stdio.h>

#define BONUS_EDGE 0x2E6E5A

static void bonus_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = 255;
    float w = rect.w;
    if (card < 0) {
        kit_card_face(r, rect, kit_hex(BONUS_EDGE, a), kit_hex(0x3E8E74, a), kit_hex(BONUS_EDGE, a));
        float cx = rect.x + w / 2, cy = rect.y + rect.h / 2, k = w * 0.22f;
        paint_line(r, cx - k, cy, cx + k, cy, w * 0.09f, kit_hex(0xE3B92E, a));
        paint_line(r, cx, cy - k, cx, cy + k, w * 0.09f, kit_hex(0xE3B92E, a));
        return;
    }
    int tile = alh_bonus_card_tile(card);
    const AlhTileInfo *info = alh_tile_info(tile);
    kit_card_face(r, rect, kit_hex(BONUS_EDGE, a), kit_hex(0xFBF5E8, a), kit_hex(0xEDE3C8, a));
    if (!info)
        return;
    /* The building it shows, as a small tile with its walls, and a "+1" saying it counts once more. */
    float ts = w * 0.66f;
    TileLook look = tile_look_default();
    look.shadow = false;
    look.show_price = w >= 40;
    draw_tile(ctx, tile, (SDL_FRect){rect.x + (w - ts) / 2, rect.y + rect.h * 0.14f, ts, ts}, &look);
    text_draw(ctx, FONT_BOLD, (int)fmaxf(9.0f, w * 0.26f), (int)(rect.x + w / 2), (int)(rect.y + rect.h * 0.84f),
              kit_hex(BONUS_EDGE, a), TEXT_CENTER | TEXT_MIDDLE, "+1");
}

void bonus_card_draw(AppContext *ctx, int card, SDL_FRect rect, float alpha)
{
    material_shadow(ctx, rect, 0.08f, 0.0f, (Uint8)(120 * alpha));
    kit_cached(ctx, "bonus", bonus_body, card < 0 ? -1 : card, false, rect, alpha, kit_hex(BONUS_EDGE, 255), false);
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 80 * s, gap = 10 * s;
    bonus_card_draw(ctx, 3, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f);
    x += w + gap;
    bonus_card_draw(ctx, -1, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f);
}

/* For the results: how many bonus cards the player laid. */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = __builtin_popcount(g->mod.bonus_cards.played[player]);
    out[0] = '\0'; /* none laid: nothing said */
    if (n > 0)
        phrase(ctx, out, size, "mod.results_bonus", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

/* ------------------------------------------------------------------ at the table */

static int tray_rank(int type) { return type == ALH_CMD_PLAY_BONUS ? 2 : 0; }

/* A bonus card is secret until played. */
static bool tray_secret(int type) { return type == ALH_CMD_PLAY_BONUS; }

static int tray_key(const AlhCommand *c) { return c->slots; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    (void)g;
    if (c->type != ALH_CMD_PLAY_BONUS)
        return;
    int tile = alh_bonus_card_tile(c->slots);
    const AlhTileInfo *info = alh_tile_info(tile);
    char noun[32];
    phrase(ctx, out, size, form == MOD_WORDS_FULL ? "mod.play_bonus_full" : "mod.play_bonus",
           (const PhraseArg[]){PH_NOUN("tile", table_mod_tile_noun(tile, noun, sizeof noun)),
                               PH_NUM("price", info ? info->price : 0)},
           2);
}

/* The game log's line. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_BONUS_PLAYED)
        MATCH_LOG(m, e->player, "mod.log_bonus", match_arg_seat("who", e->player), match_arg_tile("tile", e->tile));
    return false;
}

/* ------------------------------------------------------------------ the panel */

/* The section's heading: whose secret cards these are (the home player's; nobody's while no hand is shown). */
static const char *heading(const TableFrame *f, char *buf, size_t size)
{
    AppContext *ctx = f->ctx;
    int home = f->home;
    if (home < 0 || home >= f->g->num_players)
        return tr(ctx, "table.mod.bonus_cards");
    const PhraseArg who = PH_TEXT("who", table_seat_name(f->m, home));
    return phrase(ctx, buf, size,
                  f->L.table_mode && f->in && f->in->reveal_secrets ? "table.mod.bonus_secret" : "table.mod.bonus_of", &who, 1);
}

static int row_height(const TableFrame *f)
{
    int h = table_modules_px(f, 56);
    return h < 30 ? 30 : h;
}

/* As tall as the cards want, or smaller cards when the panel has less room (never under 24 pixels). */
static int panel_height(const TableFrame *f, int w, int room)
{
    char buf[160];
    int label = table_modules_heading_height(f, w, heading(f, buf, sizeof buf)), want = label + row_height(f), least = label + 24;
    if (room <= 0)
        return least;
    return want < room ? want : room > least ? room : least;
}

/* A line of words in R: on one line, or wrapped onto more when it is too long and R has room for
 * them ("Cachées tant que personne n’est à l’écran" was cut with "…" at 1024x768 in table mode, in
 * French); shrunk, then cut, only when not even that fits. */
static void say(AppContext *ctx, int fs, SDL_Rect R, SDL_Color ink, const char *text)
{
    int w = 0;
    text_measure(ctx, FONT_UI, fs, text, &w, NULL);
    int h = w > R.w ? text_draw_wrapped(ctx, FONT_UI, fs, R.x, R.y, R.w, ink, TEXT_LEFT, text, false) : 0;
    if (w > R.w && h <= R.h)
        text_draw_wrapped(ctx, FONT_UI, fs, R.x, R.y + (R.h - h) / 2, R.w, ink, TEXT_LEFT, text, true);
    else
        text_draw_fit(ctx, FONT_UI, fs, R.x, R.y + R.h / 2, R.w, ink, TEXT_LEFT | TEXT_MIDDLE, text);
}

/* The home player's secret bonus cards, face up; nobody's while the hand is hidden. */
static void panel_draw(TableFrame *f, SDL_Rect S)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int home = f->home, fs = table_modules_text_px(f, 15);
    SDL_Color muted = table_modules_ink(true);
    char buf[160];
    /* In table mode the screen is shared: the cards stay face down until their owner asks to see
     * them (a deliberate click), and are then framed in red as secret until hidden or the turn ends. */
    if (f->L.table_mode && f->in->reveal_secrets && home >= 0 && home < g->num_players) {
        SDL_FRect frame = {(float)S.x - 4, (float)S.y - 4, (float)S.w + 8, (float)S.h + 8};
        paint_round_rect_outline(ctx->renderer, frame, 8 * f->L.s, 3 * f->L.s, kit_hex(0xB03A2E, 255));
    }
    int label = table_modules_heading(f, S, heading(f, buf, sizeof buf));
    SDL_Rect R = {S.x, S.y + label, S.w, S.h - label};
    if (home < 0 || home >= g->num_players) {
        say(ctx, fs, R, muted, tr(ctx, "table.mod.bonus_hidden"));
        return;
    }
    int cards[ALH_NUM_BONUS_CARDS], n = 0;
    for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++)
        if ((g->mod.bonus_cards.hand[home] >> i) & 1)
            cards[n++] = i;
    bool shown = !f->L.table_mode || f->in->reveal_secrets;
    bool owner_may = f->L.table_mode && home < f->m->num_seats && !f->m->seats[home].is_bot && f->can_act && n > 0;
    if (n == 0) {
        say(ctx, fs, R, muted, tr(ctx, "table.mod.bonus_none"));
        return;
    }
    int bw = owner_may ? R.w * 42 / 100 : 0;
    SDL_Rect row = {R.x, R.y, R.w - bw - (bw ? table_modules_px(f, 6) : 0), R.h};
    char id[40];
    if (!shown) { /* face down: how many, and nothing of them */
        PHRASE(ctx, buf, "table.mod.bonus_face_down", PH_NUM("n", n));
        say(ctx, fs, row, muted, buf);
    }
    int ch = row.h, cw = (int)((float)ch / CARD_ASPECT);
    for (int i = 0; shown && i < n; i++) {
        SDL_Rect c = table_row_item(row, n, i, cw, ch, table_modules_px(f, 5));
        bonus_card_draw(ctx, cards[i], paint_frect(c), 1.0f);
        /* named, for the owner and for tests */
        const AlhTileInfo *info = alh_tile_info(alh_bonus_card_tile(cards[i]));
        char key[40], word[48];
        phrase_noun(ctx, word, sizeof word, phrase_type_noun(info ? info->type : 0, key, sizeof key), NULL);
        snprintf(id, sizeof id, "table.mod.bonus.%d", cards[i]);
        ui_tooltip(ctx, id, c, word);
    }
    if (owner_may) {
        int bh = table_modules_px(f, 44) < R.h ? table_modules_px(f, 44) : R.h; /* within a squeezed section */
        SDL_Rect b = {R.x + R.w - bw, R.y + (R.h - bh) / 2, bw, bh};
        bool reveal = f->in->reveal_secrets;
        if (ui_button(ctx, reveal ? "table.mod.hide" : "table.mod.reveal", b,
                      tr(ctx, reveal ? "table.mod.bonus_hide" : "table.mod.bonus_reveal"), reveal ? UI_SECONDARY : UI_TILE))
            f->in->reveal_secrets = !reveal;
    }
}

/* How many bonus cards a player holds (secret cards: only their number), at the right of their row. */
static int row_marks(TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    char buf[UI_TIP_TEXT], part[96];
    int n = f->g->mod.bonus_cards.hand_count[player], next;
    PHRASE(ctx, buf, "table.tip.bonus_held", PH_TEXT("who", table_seat_name(f->m, player)), PH_NUM("n", n));
    PHRASE(ctx, part, "table.part.bonus_held", PH_NUM("n", n));
    bonus_card_draw(ctx, -1, table_modules_count(f, player, "bonus", rx, cy, fs, n, buf, part, parts, size, &next), 1.0f);
    return next;
}

static int row_picture_count(const AlhGame *g, int player) { return __builtin_popcount(g->mod.bonus_cards.played[player]); }

/* The bonus cards a player laid face up: their building type's chip, framed in green. */
static int row_pictures(TableFrame *f, int player, int x, int y, int lh, int pic, int end, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    char buf[UI_TIP_TEXT], id[48], key[64];
    for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++) {
        if (!((g->mod.bonus_cards.played[player] >> i) & 1))
            continue;
        const AlhTileInfo *info = alh_tile_info(alh_bonus_card_tile(i));
        PHRASE(ctx, buf, "table.tip.bonus_laid", PH_TEXT("who", table_seat_name(f->m, player)),
               PH_NOUN("type", phrase_type_noun(info ? info->type : 0, key, sizeof key)));
        char part[96];
        PHRASE(ctx, part, "table.part.bonus_laid", PH_NOUN("type", key));
        table_modules_row_part(ctx, parts, size, part);
        if (x + pic > end)
            continue;
        SDL_FRect c = {(float)x, (float)y + (float)(lh - pic) / 2, (float)pic, (float)pic};
        draw_type_chip(ctx, info ? info->type : 0, c);
        paint_round_rect_outline(ctx->renderer, c, c.w * 0.18f, 1.5f, kit_hex(0x2E6E5A, 255));
        snprintf(id, sizeof id, "table.mod.row.%d.laid.%d", player, i);
        ui_tooltip(ctx, id, (SDL_Rect){(int)c.x, (int)c.y, pic, pic}, buf);
        x += pic + table_modules_px(f, 3);
    }
    return x;
}

const AlhModuleClient alh_client_bonus_cards = {
    .log_event = log_event,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .tray_secret = tray_secret,
    .describe = describe,
    .draw_samples = samples,
    .samples_width = 180,
    .results_words = results_words,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 3,
    .row_marks = row_marks,
    .row_picture_count = row_picture_count,
    .row_pictures = row_pictures,
};
