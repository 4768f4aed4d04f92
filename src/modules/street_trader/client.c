/* SPDX-License-Identifier: MIT */
/*
 * The street trader in the client. Our own pieces, drawn with paint calls: a citizen is a small
 * wooden figure (a round head on a bell-shaped body) in its building's colour; a trader is a round
 * tile under a striped market awning. On the board every trader shows how many citizens it carries
 * as plain wooden figures (which colours stays its owner's secret: the board is everybody's to see);
 * the citizens on buildings stand in their buildings' corners, in colour. The modules' panel shows the
 * supply, and the colours on the trader of the player whose hand is shown (in table mode only while
 * they show their secrets). The choices: the setup's three citizens as six figures in the action
 * panel; a citizen moving in, a swap, a recruit in the action tray (they are all there is then); the
 * trader's return by a click on a marked space of the board.
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_tile.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_module_actions.h"
#include "table_modules.h"
#include "text.h"
#include "ui.h"
#include "street_trader/street_trader.h"

#define ST(g) ((g)->mod.street_trader)

static const SDL_Color wood = {0xC8, 0xA2, 0x6E, 255}, ink = {0x3A, 0x27, 0x18, 255};

/* ------------------------------------------------------------------ pieces */

/* The room a citizen's picture gives round its figure: h wide by h tall above its base and a
 * little below (its rim spreads past its feet). */
#define CITIZEN_W 0.8f
#define CITIZEN_BELOW 0.05f

/* The rim round a citizen of `type` (< 0: plain wood): its colour darkened. */
static SDL_Color citizen_rim(int type, SDL_Color c) { return paint_mix(c, ink, type == 3 ? 0.55f : 0.45f); }

static SDL_Color citizen_colour(int type) { return type >= 0 ? tile_type_colour(type) : wood; }

/* A citizen standing on base, h tall, centred on cx, at full opacity: type < 0 for a plain wooden one
 * (unknown). */
static void citizen_paint(SDL_Renderer *r, float cx, float base, float h, int type)
{
    SDL_Color c = citizen_colour(type), edge = citizen_rim(type, c);
    float hr = h * 0.2f, bw = h * 0.62f, top = base - h + 2 * hr;
    SDL_FPoint body[6] = {{cx - bw * 0.5f, base},
                          {cx - bw * 0.32f, top + h * 0.2f},
                          {cx - bw * 0.2f, top + hr * 0.3f},
                          {cx + bw * 0.2f, top + hr * 0.3f},
                          {cx + bw * 0.32f, top + h * 0.2f},
                          {cx + bw * 0.5f, base}};
    SDL_FPoint halo[6];
    for (int i = 0; i < 6; i++) { /* a darker rim: the body drawn a little larger beneath */
        float dx = body[i].x - cx, dy = body[i].y - (base - h * 0.3f);
        halo[i] = (SDL_FPoint){cx + dx * 1.12f, base - h * 0.3f + dy * 1.08f};
    }
    paint_polygon(r, halo, 6, edge);
    paint_polygon(r, body, 6, c);
    paint_circle(r, cx, top, hr * 1.16f, edge);
    paint_circle(r, cx, top, hr, c);
    /* a highlight on the head, as on turned wood */
    paint_circle(r, cx - hr * 0.35f, top - hr * 0.35f, hr * 0.3f, paint_mix(c, kit_hex(0xFFFFFF, 255), 0.5f));
}

/* A citizen's picture: the figure filling rect (CITIZEN_W of its height wide, its feet CITIZEN_BELOW
 * above the bottom). */
static void citizen_body(AppContext *ctx, int type, SDL_FRect rect, bool unused)
{
    (void)unused;
    float h = rect.h / (1 + CITIZEN_BELOW);
    citizen_paint(ctx->renderer, rect.x + rect.w / 2, rect.y + h, h, type);
}

/* A citizen standing on base, h tall, centred on cx, faded by alpha: a picture drawn once a colour
 * and size (the board, the panel and the players' rows show dozens of them every frame). */
static void citizen(AppContext *ctx, float cx, float base, float h, int type, Uint8 alpha)
{
    SDL_Color rim = citizen_rim(type, citizen_colour(type));
    rim.a = 0;
    SDL_FRect rect = {cx - h * CITIZEN_W / 2, base - h, h * CITIZEN_W, h * (1 + CITIZEN_BELOW)};
    kit_cached(ctx, "citizen", citizen_body, type, false, rect, (float)alpha / 255.0f, rim, false);
}

/* A row of n citizens across the width w at cx, standing on base; colours[k] < 0 for unknown ones. */
static void citizen_row(SDL_Renderer *r, float cx, float base, float w, float h, const int *colours, int n)
{
    float step = n > 1 ? fminf(h * 0.75f, w / (float)n) : 0;
    for (int k = 0; k < n; k++)
        citizen_paint(r, cx + ((float)k - (float)(n - 1) / 2) * step, base, h, colours[k]);
}

/* A trader filling cell at full opacity: a round tile under a striped awning, with its citizens
 * (colours[k] < 0: shown as plain wood). */
static void trader_paint(SDL_Renderer *r, SDL_FRect cell, const int *colours, int n)
{
    float cx = cell.x + cell.w / 2, cy = cell.y + cell.h / 2, rad = cell.w * 0.42f;
    paint_circle(r, cx + rad * 0.05f, cy + rad * 0.08f, rad, kit_hex(0x2B2118, 89));
    paint_circle(r, cx, cy, rad, kit_hex(0x7A4E2A, 255));
    paint_circle(r, cx, cy, rad * 0.9f, kit_hex(0xE9D3A8, 255));
    /* the awning: red and cream stripes over a bar */
    float aw = rad * 1.3f, ah = rad * 0.36f, ax = cx - aw / 2, ay = cy - rad * 0.72f;
    for (int s = 0; s < 5; s++) {
        SDL_FRect band = {ax + aw * (float)s / 5, ay, aw / 5 + 0.5f, ah};
        paint_fill_rect(r, (SDL_Rect){(int)band.x, (int)band.y, (int)ceilf(band.w), (int)ceilf(band.h)},
                        s % 2 ? kit_hex(0xF6EBD2, 255) : kit_hex(0xB03A2E, 255));
    }
    for (int s = 0; s < 5; s++) /* the scalloped edge */
        paint_circle(r, ax + aw * ((float)s + 0.5f) / 5, ay + ah, aw / 10,
                     s % 2 ? kit_hex(0xF6EBD2, 255) : kit_hex(0xB03A2E, 255));
    paint_line(r, ax, ay, ax + aw, ay, fmaxf(1.0f, rad * 0.06f), kit_hex(0x5A3A1E, 255));
    citizen_row(r, cx, cy + rad * 0.62f, rad * 1.5f, rad * 0.78f, colours, n);
}

/* A trader's picture: `id` packs its citizens (trader_id). */
static void trader_body(AppContext *ctx, int id, SDL_FRect rect, bool unused)
{
    (void)unused;
    int colours[ALH_TRADER_CITIZENS], n = id % (ALH_TRADER_CITIZENS + 1);
    for (int k = 0; k < n; k++) {
        id /= k == 0 ? ALH_TRADER_CITIZENS + 1 : ALH_NUM_TYPES + 1;
        colours[k] = id % (ALH_NUM_TYPES + 1) - 1;
    }
    trader_paint(ctx->renderer, rect, colours, n);
}

/* The picture key of a trader carrying n citizens of these colours (-1 to 5 each). */
static int trader_id(const int *colours, int n)
{
    int id = 0;
    for (int k = n - 1; k >= 0; k--)
        id = id * (ALH_NUM_TYPES + 1) + colours[k] + 1;
    return id * (ALH_TRADER_CITIZENS + 1) + n;
}

/* A trader in cell, faded by alpha: a picture drawn once a load and size. */
static void trader(AppContext *ctx, SDL_FRect cell, const int *colours, int n, Uint8 alpha)
{
    n = n < 0 ? 0 : n > ALH_TRADER_CITIZENS ? ALH_TRADER_CITIZENS : n;
    kit_cached(ctx, "trader", trader_body, trader_id(colours, n), false, cell, (float)alpha / 255.0f, kit_hex(0x2B2118, 0),
               false);
}

static void unknown_colours(int *colours, int n)
{
    for (int k = 0; k < n; k++)
        colours[k] = -1;
}

/* The citizens on player's trader, as colours in type order. */
static int trader_colours(const AlhGame *g, int player, int colours[ALH_TRADER_CITIZENS])
{
    int n = 0;
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        for (int k = alh_trader_count(g, player, c); k > 0 && n < ALH_TRADER_CITIZENS; k--)
            colours[n++] = c;
    return n;
}

static void draw_on_board(AppContext *ctx, const AlhGame *g, int player, const BoardView *v)
{
    if (player < 0 || player >= g->num_players || v->tile <= 0)
        return;
    SDL_Renderer *r = ctx->renderer;
    /* the citizens living in the buildings, in each building's lower right corner */
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        if (!alh_tile_housed(g, t) || g->where[t].owner != player || g->where[t].loc != ALH_LOC_ALHAMBRA)
            continue;
        SDL_FRect cell = table_board_cell(v, g->where[t].x, g->where[t].y);
        float h = cell.h * 0.34f;
        paint_circle(r, cell.x + cell.w * 0.78f, cell.y + cell.h * 0.8f, h * 0.5f, kit_hex(0xFBF5E8, 200));
        citizen(ctx, cell.x + cell.w * 0.78f, cell.y + cell.h * 0.8f + h * 0.42f, h, alh_tile_info(t)->type, 255);
    }
    if ((ST(g).aside >> player) & 1)
        return;
    int colours[ALH_TRADER_CITIZENS], n = ST(g).carried[player];
    if (v->owner_sees) /* its owner's own view: their citizens in colour */
        n = trader_colours(g, player, colours);
    else
        unknown_colours(colours, n); /* anybody else's view: the colours stay secret */
    trader(ctx, table_board_cell(v, ST(g).x[player], ST(g).y[player]), colours, n, 255);
}

/* The trader's spot, beside the buildings: inside the box of a view fitted to the Alhambra. */
static void board_extent(const AlhGame *g, int player, int box[4])
{
    if (player < 0 || player >= g->num_players || ((ST(g).aside >> player) & 1))
        return;
    int x = ST(g).x[player], y = ST(g).y[player];
    box[0] = x < box[0] ? x : box[0];
    box[1] = x > box[1] ? x : box[1];
    box[2] = y < box[2] ? y : box[2];
    box[3] = y > box[3] ? y : box[3];
}

/* A trader with three citizens, a citizen of each colour, one in a building. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    SDL_Renderer *r = ctx->renderer;
    float t = 92 * s;
    int three[3] = {0, 3, 5};
    trader(ctx, (SDL_FRect){x, y, t, t}, three, 3, 255);
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        citizen(ctx, x + t + 20 * s + (float)c * 22 * s, y + t * 0.7f, 36 * s, c, 255);
    int building = 1;
    while (building < ALH_NUM_TILES && alh_tile_info(building)->type != 4)
        building++;
    TileLook look = tile_look_default();
    look.show_price = false;
    SDL_FRect cell = {x + t + 20 * s + 6 * 22 * s + 16 * s, y, t, t};
    draw_tile(ctx, building, cell, &look);
    paint_circle(r, cell.x + cell.w * 0.78f, cell.y + cell.h * 0.8f, cell.h * 0.17f, kit_hex(0xFBF5E8, 200));
    citizen(ctx, cell.x + cell.w * 0.78f, cell.y + cell.h * 0.8f + cell.h * 0.14f, cell.h * 0.34f, 4, 255);
}

/* ------------------------------------------------------------------ words */

static const char *colour_key(int c)
{
    static const char *keys[ALH_NUM_TYPES] = {"mod.citizen_0", "mod.citizen_1", "mod.citizen_2",
                                              "mod.citizen_3", "mod.citizen_4", "mod.citizen_5"};
    return keys[c >= 0 && c < ALH_NUM_TYPES ? c : 0];
}

static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    int c = e->value >= 0 && e->value < ALH_NUM_TYPES ? e->value : 0;
    switch (e->type) {
    case ALH_EV_CITIZENS_KEPT: MATCH_LOG(m, e->player, "mod.log_citizens_kept", match_arg_seat("who", e->player)); break;
    case ALH_EV_CITIZEN_HOUSED:
        MATCH_LOG(m, e->player, "mod.log_citizen_housed", match_arg_seat("who", e->player), match_arg_type("type", c));
        break;
    case ALH_EV_CITIZEN_SWAPPED:
        MATCH_LOG(m, e->player, "mod.log_citizen_swapped", match_arg_seat("who", e->player), match_arg_type("type", c));
        break;
    case ALH_EV_CITIZEN_RECRUITED:
        MATCH_LOG(m, e->player, "mod.log_citizen_recruited", match_arg_seat("who", e->player), match_arg_type("type", c));
        break;
    case ALH_EV_CITIZEN_LEFT:
        MATCH_LOG(m, e->player, "mod.log_citizen_left", match_arg_seat("who", e->player), match_arg_type("type", c));
        break;
    case ALH_EV_TRADER_ASIDE: MATCH_LOG(m, e->player, "mod.log_trader_aside", match_arg_seat("who", e->player)); break;
    default: break; /* the trader put back: seen on the board */
    }
    return false;
}

static const char *pass_reason(int phase)
{
    return phase == ALH_PHASE_CITIZENS ? "pass.reason_citizens" : phase == ALH_PHASE_TRADER ? "pass.reason_trader" : NULL;
}

static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int counts[ALH_NUM_TYPES], n = 0;
    alh_street_housed_counts(g, player, counts);
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        n += counts[c];
    out[0] = '\0'; /* nobody housed: nothing said */
    if (n > 0)
        phrase(ctx, out, size, "mod.results_citizens",
               (const PhraseArg[]){PH_NUM("n", n), PH_NUM("pts", alh_street_set_points(counts))}, 2);
}

/* ------------------------------------------------------------------ at the table */

/* The choice after a building landed on the trader: moving in first, then the swaps, recruits, staying. */
static int tray_rank(int type)
{
    switch (type) {
    case ALH_CMD_CITIZEN_HOUSE: return 1;
    case ALH_CMD_CITIZEN_SWAP: return 2;
    case ALH_CMD_CITIZEN_RECRUIT: return 3;
    case ALH_CMD_CITIZEN_STAY: return 4;
    default: return 0; /* the setup's choice has its own panel, the trader's return the board */
    }
}

static int tray_key(const AlhCommand *c) { return c->space < ALH_NUM_TYPES ? c->space : 0; }

/* Moving a citizen in or giving one back tells what the trader carries: on a shared screen offered
 * only while its owner shows their secrets (a recruit from the open supply, or staying, tells nothing). */
static bool tray_secret(int type) { return type == ALH_CMD_CITIZEN_HOUSE || type == ALH_CMD_CITIZEN_SWAP; }

static bool board_spot(int type) { return type == ALH_CMD_TRADER_PLACE; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    char noun[32];
    int colour = c->space < ALH_NUM_TYPES ? c->space : 0;
    const char *key = NULL;
    switch (c->type) {
    case ALH_CMD_CITIZEN_HOUSE:
        colour = ST(g).landed >= 1 && ST(g).landed <= ALH_NUM_TILES ? alh_tile_info(ST(g).landed)->type : 0;
        key = form == MOD_WORDS_KIND ? "mod.house_kind" : form == MOD_WORDS_CHOICE ? "mod.house_choice" : "mod.house_full";
        break;
    case ALH_CMD_CITIZEN_SWAP:
        key = form == MOD_WORDS_KIND ? "mod.swap_kind" : form == MOD_WORDS_CHOICE ? "mod.swap_choice" : "mod.swap_full";
        break;
    case ALH_CMD_CITIZEN_RECRUIT:
        key = form == MOD_WORDS_KIND ? "mod.recruit_kind" : form == MOD_WORDS_CHOICE ? "mod.recruit_choice" : "mod.recruit_full";
        break;
    case ALH_CMD_CITIZEN_STAY: key = form == MOD_WORDS_FULL ? "mod.stay_full" : "mod.stay_kind"; break;
    case ALH_CMD_CITIZEN_KEEP: key = "mod.keep_choice"; break;
    case ALH_CMD_TRADER_PLACE: key = "mod.trader_full"; break;
    default: return;
    }
    phrase(ctx, out, size, key,
           (const PhraseArg[]){PH_NOUN("type", phrase_type_noun(colour, noun, sizeof noun)),
                               PH_TEXT("colour", tr(ctx, colour_key(colour)))},
           2);
}

/* The trader about to be put back, on its chosen space. */
static void chosen_overlay(TableFrame *f, const AlhCommand *chosen)
{
    if (chosen->type != ALH_CMD_TRADER_PLACE)
        return;
    int colours[ALH_TRADER_CITIZENS], n = ST(f->g).carried[chosen->player];
    if (f->bv.owner_sees)
        n = trader_colours(f->g, chosen->player, colours);
    else
        unknown_colours(colours, n);
    trader(f->ctx, table_board_cell(&f->bv, chosen->x, chosen->y), colours, n, 200);
}

/* Whether the mover's secrets may show: always behind the hot seat's curtain; on a shared screen
 * (table mode) only while their owner shows them. */
static bool secrets_shown(const TableFrame *f) { return !f->L.table_mode || (f->in && f->in->reveal_secrets); }

/* The setup's secret choice: the citizens not kept yet as six buttons across the action panel (on a
 * shared screen only once the chooser shows their secrets: the buttons tell what is kept); the
 * trader's return: a hint (the board holds the choice). */
static void phase_panel(TableFrame *f, const SDL_Rect b[4], char *hint, size_t hint_size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    int p = g->current;
    if (g->phase == ALH_PHASE_TRADER) {
        snprintf(hint, hint_size, "%s", tr(ctx, "mod.trader_hint"));
        return;
    }
    if (g->phase != ALH_PHASE_CITIZENS)
        return;
    char buf[200];
    if (!secrets_shown(f)) {
        trf(ctx, hint, hint_size, "mod.keep_hint_table", table_seat_name(f->m, p), NULL);
        SDL_Rect both = {b[1].x, b[1].y, b[2].x + b[2].w - b[1].x, b[1].h};
        if (ui_button(ctx, "st.keep.reveal", both, tr(ctx, "mod.keep_reveal"), UI_PRIMARY))
            f->in->reveal_secrets = true;
        return;
    }
    PHRASE(ctx, buf, "mod.keep_hint", PH_NUM("n", ALH_TRADER_CITIZENS - ST(g).carried[p]));
    snprintf(hint, hint_size, "%s", buf);
    SDL_Rect all = {b[0].x, b[0].y, b[3].x + b[3].w - b[0].x, b[0].h};
    int gap = table_modules_px(f, 6), w = (all.w - 5 * gap) / 6;
    size_t count = 0;
    const AlhCommand *legal = table_mod_legal(f, &count);
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        SDL_Rect cell = {all.x + c * (w + gap), all.y, w, all.h};
        const AlhCommand *cmd = NULL;
        for (size_t i = 0; i < count; i++)
            if (legal[i].type == ALH_CMD_CITIZEN_KEEP && legal[i].space == c)
                cmd = &legal[i];
        char id[32];
        snprintf(id, sizeof id, "st.keep.%d", c);
        bool kept = alh_trader_count(g, p, c) > 0, hot = cmd && ui_hovered(ctx, id);
        SDL_FRect fr = paint_frect(cell);
        paint_round_rect(ctx->renderer, fr, fr.h * 0.18f,
                         kept  ? kit_hex(0xD8C7A0, 255)
                         : hot ? kit_hex(0xFFF3D6, 255)
                               : kit_hex(0xF6EBD2, 255));
        paint_round_rect_outline(ctx->renderer, fr, fr.h * 0.18f, kept ? 3.0f : 1.5f,
                                 kept ? kit_hex(0x2E6B3A, 255) : kit_hex(0x8C5A3C, 200));
        float h = fminf(fr.h * 0.8f, fr.w * 0.9f);
        citizen(ctx, fr.x + fr.w / 2, fr.y + fr.h / 2 + h / 2, h, c, kept ? 130 : 255);
        if (cmd && ui_hit(ctx, id, cell, true)) {
            table_mod_apply(f, cmd); /* one click a citizen: the choice is easily told */
            return;
        }
        char tip[96];
        describe(ctx, g, &(AlhCommand){.type = ALH_CMD_CITIZEN_KEEP, .space = (uint8_t)c}, MOD_WORDS_CHOICE, tip, sizeof tip);
        ui_tooltip(ctx, id, cell, tip);
    }
}

/* ------------------------------------------------------------------ the modules' panel */

/* The section's heights: in full (the supply and the trader each under a line of words), and at
 * its least (one row of small figures: the supply with its counts, then the trader). */
static void panel_sizes(const TableFrame *f, int w, int *want, int *least)
{
    int label = table_modules_heading_height(f, w, tr(f->ctx, "table.mod.street_trader"));
    int lh = text_line_height(f->ctx, FONT_UI, table_modules_text_px(f, 15));
    *want = label + 2 * (lh + table_modules_px(f, 24));
    *least = 0; /* on a crowded panel it gives way to the players' rows (their marks count the citizens) */
}

static int panel_height(const TableFrame *f, int w, int room)
{
    int want, least;
    panel_sizes(f, w, &want, &least);
    if (room <= 0)
        return least;
    return want < room ? want : room > least ? room : least;
}

/* The citizens on the shown player's trader: their colours when its owner may see them. */
static int shown_trader(const TableFrame *f, int colours[ALH_TRADER_CITIZENS], bool *shown)
{
    const AlhGame *g = f->g;
    int home = f->home;
    *shown = home >= 0 && home < g->num_players && (!f->L.table_mode || f->in->reveal_secrets);
    if (home < 0 || home >= g->num_players)
        return 0;
    if (*shown)
        return trader_colours(g, home, colours);
    unknown_colours(colours, ST(g).carried[home]);
    return ST(g).carried[home];
}

/* The supply by colour; the shown player's trader (its colours only for its owner's eyes). */
static void panel_draw(TableFrame *f, SDL_Rect S)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int fs = table_modules_text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    int want, least;
    panel_sizes(f, S.w, &want, &least);
    bool full = S.h >= want;
    if (S.h < table_modules_px(f, 12))
        return; /* no room given */
    int heading = table_modules_heading_height(f, S.w, tr(ctx, "table.mod.street_trader"));
    bool headed = S.h >= heading + table_modules_px(f, 16) + 2;
    int label = headed ? table_modules_heading(f, S, tr(ctx, "table.mod.street_trader")) : 0;
    int digit_w, digit_h;
    text_measure(ctx, FONT_BOLD, fs, "7", &digit_w, &digit_h);
    /* a figure and its count in each sixth of the supply's width */
    int slot = (full ? S.w : S.w * 7 / 10) / ALH_NUM_TYPES, fit = (int)((float)(slot - digit_w - 4) / 0.7f);
    int fig = full                                        ? table_modules_px(f, 24)
              : S.h - label - 2 < table_modules_px(f, 18) ? S.h - label - 2
                                                          : table_modules_px(f, 18);
    if (fig > fit)
        fig = fit;
    if (fig < 6)
        return;
    int y = S.y + label, colours[ALH_TRADER_CITIZENS];
    bool shown;
    int n = shown_trader(f, colours, &shown);
    char buf[160];
    /* the supply: six figures with their counts (in one row with the trader when room is short) */
    int supply_w = full ? S.w : S.w * 7 / 10, step = supply_w / ALH_NUM_TYPES;
    if (full) {
        text_draw_ellipsis(ctx, FONT_UI, fs, S.x, y, S.w, table_modules_ink(true), TEXT_LEFT | TEXT_TOP,
                           tr(ctx, "table.mod.citizen_supply"));
        y += lh;
    }
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        float cx = (float)S.x + (float)(c * step) + (float)fig * 0.35f;
        citizen(ctx, cx, (float)(y + fig), (float)fig, c, 255);
        snprintf(buf, sizeof buf, "%d", ST(g).supply[c]);
        text_draw(ctx, FONT_BOLD, fs, (int)(cx + (float)fig * 0.35f) + 2, y + fig / 2, table_modules_ink(false),
                  TEXT_LEFT | TEXT_MIDDLE, buf);
    }
    SDL_Rect tip = {S.x, y, supply_w, fig};
    snprintf(buf, sizeof buf, "%s: %s", tr(ctx, "table.mod.street_trader"), tr(ctx, "table.mod.citizen_supply"));
    ui_tooltip(ctx, "st.panel.supply", tip, headed ? tr(ctx, "table.mod.citizen_supply") : buf);
    if (f->home < 0 || f->home >= g->num_players) {
        if (full)
            text_draw_ellipsis(ctx, FONT_UI, fs, S.x, y + fig, S.w, table_modules_ink(true), TEXT_LEFT | TEXT_TOP,
                               tr(ctx, "table.mod.trader_hidden"));
        return;
    }
    const char *words = tr(ctx, shown ? "table.mod.trader_yours" : "table.mod.trader_face_down");
    /* On a shared screen the player to move shows their citizens (and their other secrets) when the
     * others look away, and hides them again. */
    bool owner_may = f->L.table_mode && f->home < f->m->num_seats && !f->m->seats[f->home].is_bot && f->can_act;
    const char *toggle = tr(ctx, shown ? "table.mod.trader_hide" : "table.mod.trader_reveal");
    int tx = S.x + supply_w;
    if (full) {
        y += fig;
        int bw = 0;
        if (owner_may) {
            int tw = 0, th = 0;
            text_measure(ctx, FONT_UI, fs, toggle, &tw, &th);
            bw = tw + table_modules_px(f, 24);
            if (ui_button(ctx, "st.reveal", (SDL_Rect){S.x + S.w - bw, y, bw, lh}, toggle, shown ? UI_SECONDARY : UI_TILE))
                f->in->reveal_secrets = !shown;
            bw += table_modules_px(f, 6);
        }
        text_draw_ellipsis(ctx, FONT_UI, fs, S.x, y, S.w - bw, table_modules_ink(true), TEXT_LEFT | TEXT_TOP, words);
        y += lh;
        tx = S.x;
    }
    for (int k = 0; k < n; k++)
        citizen(ctx, (float)(tx + fig / 2 + 2 + k * (fig + 4)), (float)(y + fig), (float)fig, colours[k], 255);
    SDL_Rect trader_tip = {tx, y, 3 * (fig + 4), fig};
    if (owner_may && !full) { /* no room for a button: the trader's figures are the toggle */
        if (ui_hit(ctx, "st.reveal", trader_tip, true))
            f->in->reveal_secrets = !shown;
        snprintf(buf, sizeof buf, "%s (%s)", words, toggle);
        ui_tooltip(ctx, "st.panel.trader", trader_tip, buf);
        return;
    }
    ui_tooltip(ctx, "st.panel.trader", trader_tip, words);
}

const AlhModuleClient alh_client_street_trader = {
    .draw_on_board = draw_on_board,
    .board_extent = board_extent,
    .draw_samples = samples,
    .samples_width = 420,
    .log_event = log_event,
    .pass_reason = pass_reason,
    .results_words = results_words,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .tray_secret = tray_secret,
    .describe = describe,
    .phase_panel = phase_panel,
    .board_spot = board_spot,
    .spot_tip = "mod.trader_tip",
    .chosen_overlay = chosen_overlay,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 3,
};
