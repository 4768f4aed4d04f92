/* SPDX-License-Identifier: MIT */
/* The Alhambra in the centre: tiles, legal spots while a tile is held, the ghost and why a spot is refused. */
#include "table_input.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "backdrop.h"
#include "draw_tile.h"
#include "drawn_cache.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "table_module_actions.h"
#include "table_panels.h"
#include "text.h"
#include "ui.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

static SDL_FRect cell_rect(const TableFrame *f, int x, int y)
{
    SDL_FRect r = table_board_cell(&f->bv, x, y);
    float gap = r.w * 0.03f;
    return (SDL_FRect){r.x + gap, r.y + gap, r.w - 2 * gap, r.h - 2 * gap};
}

static bool in_board(const TableFrame *f, int px, int py) { return ui_point_in(px, py, f->L.board); }

/* Whether the player may pick this building up now (the same test as board_tiles_input's). */
static bool tile_liftable(const TableFrame *f, int t)
{
    if (!f->can_act || f->g->phase != ALH_PHASE_ACTION || f->board_player != f->mover)
        return false;
    if (f->in->held_tile && f->in->held_from == HELD_RESERVE)
        return false;
    char id[48];
    snprintf(id, sizeof id, "table.cell.%d.%d", f->g->where[t].x, f->g->where[t].y);
    return ui_hovered(f->ctx, id);
}

/*
 * The tiles of player p's Alhambra as the table shows them (staged ones included): every shadow
 * first (so none falls on a neighbour drawn earlier), then the tiles, then the walls joined across
 * the gaps. A building under the mouse that may be picked up rises a little.
 */
static void draw_tiles(TableFrame *f, int p)
{
    const AlhGame *g = f->g;
    AppContext *ctx = f->ctx;
    TileLook look = tile_look_default();
    look.owner = table_seat_colour(f->m, p);
    look.show_price = ctx->settings.built_prices;
    SDL_Rect clip = f->L.board;
    SDL_RenderSetClipRect(ctx->renderer, &clip);
    int tiles[ALH_TILE_MAX + 1], n = 0;
    tiles[n++] = ALH_TILE_FOUNTAIN;
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (alh_tile_is_piece(t) && w->loc == ALH_LOC_ALHAMBRA && w->owner == p && !anim_hides_tile(&f->m->anim, t))
            tiles[n++] = t;
    }
    TileWalls walls[ALH_TILE_MAX + 1];
    int nw = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            int t = tiles[i];
            int x = t == ALH_TILE_FOUNTAIN ? 0 : g->where[t].x, y = t == ALH_TILE_FOUNTAIN ? 0 : g->where[t].y;
            look.alpha = f->in->held_tile == t && f->in->held_from == HELD_BOARD ? 0.35f : 1.0f;
            look.lift = t != ALH_TILE_FOUNTAIN && tile_liftable(f, t) ? 0.45f : 0.0f;
            /* Staged, not yet confirmed: a gold rim says it can still be taken back. */
            look.glow = t != ALH_TILE_FOUNTAIN && f->m->staged_count > 0 && f->m->game.where[t].loc == ALH_LOC_PENDING;
            /* A lifted tile carries its own walls; resting ones leave them to the joined walls. */
            bool outside = t != ALH_TILE_FOUNTAIN && (alh_tile_info(t)->flags & ALH_TILE_OUTSIDE); /* a piece outside the walls */
            look.walls = look.lift > 0 || outside;
            look.built_walls = look.walls ? tile_built_walls(g, p, t) : 0u;
            SDL_FRect c = cell_rect(f, x, y);
            if (pass == 0) {
                draw_tile_shadow_of(ctx, t, c, &look);
                if (!look.walls) /* printed walls and those a module built onto the tile */
                    walls[nw++] = (TileWalls){x, y, alh_tile_walls_shown(g, p, t), (Uint8)(255 * look.alpha)};
            } else {
                look.shadow = false;
                draw_tile(ctx, t, c, &look);
                look.shadow = true;
            }
        }
    }
    draw_joined_walls(ctx, walls, nw, f->bv.ox, f->bv.oy, f->bv.tile, f->bv.tile * 0.03f);
    SDL_RenderSetClipRect(ctx->renderer, NULL);
}

typedef struct BoardFill {
    SDL_Texture *table; /* the table's surface (backdrop.c's layer) */
    SDL_Rect where;     /* the board's rect on it */
    float radius;
} BoardFill;

/* The table's surface under the board with the board's translucent fill over it: opaque. */
static void paint_board_fill(AppContext *ctx, SDL_Rect area, const void *data)
{
    const BoardFill *b = data;
    SDL_RenderCopy(ctx->renderer, b->table, &b->where, &area);
    paint_round_rect(ctx->renderer, paint_frect(area), b->radius, hex(0xDCC69C, 150));
}

/* The table's surface, the board's fill and the fixed panels over them, as one picture. */
typedef struct TableScene {
    BoardFill fill;
    TablePanel panels[TABLE_PANELS_MAX];
    int count;
} TableScene;

static void paint_scene(AppContext *ctx, SDL_Rect area, const void *data)
{
    const TableScene *t = data;
    SDL_RenderCopy(ctx->renderer, t->fill.table, NULL, &area);
    paint_board_fill(ctx, t->fill.where, &t->fill);
    for (int i = 0; i < t->count; i++)
        panel_picture_draw(ctx, t->panels[i].rect, &t->panels[i].style);
}

/* A name for the scene: a hash of everything it is drawn from (the panels' places and looks). */
static unsigned long long mix(unsigned long long h, long v) { return (h ^ (unsigned long long)v) * 1099511628211ull; }

static unsigned long long mix_colour(unsigned long long h, SDL_Color c)
{
    return mix(h, (long)c.r << 24 | (long)c.g << 16 | (long)c.b << 8 | c.a);
}

static unsigned long long scene_hash(const TableScene *t)
{
    unsigned long long h = 1469598103934665603ull; /* FNV-1a, a field at a time */
    const SDL_Rect *w = &t->fill.where;
    h = mix(mix(mix(mix(mix(h, w->x), w->y), w->w), w->h), lroundf(t->fill.radius * 100));
    for (int i = 0; i < t->count; i++) {
        const SDL_Rect *r = &t->panels[i].rect;
        const PanelStyle *st = &t->panels[i].style;
        h = mix(mix(mix(mix(h, r->x), r->y), r->w), r->h);
        h = mix(mix(mix(mix(h, lroundf(st->radius * 100)), lroundf(st->blur * 100)), lroundf(st->drop * 100)), st->shadow_alpha);
        h = mix(mix_colour(mix_colour(mix_colour(h, st->top), st->bottom), st->rim), lroundf(st->rim_width * 100));
    }
    return h;
}

void table_draw_surface_and_board_fill(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    SDL_Rect R = f->L.board;
    TableScene scene = {{backdrop_table_layer(ctx), R, 16 * f->L.s}, {{{0}}}, 0};
    scene.count = table_fixed_panels(f, scene.panels);
    /*
     * Everything under the table's pieces that stays put while the layout does: the surface, the
     * board's translucent fill and the fixed panels with their soft shadows. SDL's software renderer
     * blends every pixel of a shadow or a translucent fill every frame; drawn once into an opaque
     * picture, the whole is one plain copy of memory a frame.
     */
    char key[64];
    snprintf(key, sizeof key, "table-scene:%016llx", scene_hash(&scene));
    SDL_Texture *tex = !ctx->no_table_scene && scene.fill.table && R.w > 0 && R.h > 0
                           ? drawn_cache_get_opaque(ctx, key, ctx->width, ctx->height, paint_scene, &scene)
                           : NULL;
    f->panels_baked = tex != NULL;
    if (tex) {
        backdrop_cover(ctx, tex);
        return;
    }
    backdrop_table(ctx);
    paint_round_rect(ctx->renderer, paint_frect(R), scene.fill.radius, hex(0xDCC69C, 150));
}

static void draw_background(TableFrame *f)
{
    SDL_Renderer *r = f->ctx->renderer;
    SDL_FRect area = paint_frect(f->L.board);
    float s = f->L.s;
    paint_round_rect_outline(r, area, 16 * s, fmaxf(1.0f, 1.5f * s), hex(0x8C5A3C, 90));
    /* A faint courtyard grid around the Alhambra so spots read as places. */
    SDL_Rect clip = f->L.board;
    SDL_RenderSetClipRect(r, &clip);
    const AlhBoard *b = &f->g->players[f->board_player].board;
    for (int y = b->min_y - 2; y <= b->max_y + 2; y++)
        for (int x = b->min_x - 2; x <= b->max_x + 2; x++) {
            SDL_FRect c = cell_rect(f, x, y);
            paint_round_rect_outline(r, c, c.w * 0.06f, 1.0f, hex(0x8C5A3C, 40));
        }
    SDL_RenderSetClipRect(r, NULL);
}

static void spot_highlight(SDL_Renderer *r, SDL_FRect c, SDL_Color col, Uint8 fill)
{
    paint_round_rect(r, c, c.w * 0.06f, paint_alpha(col, fill));
    paint_round_rect_outline(r, c, c.w * 0.06f, 2.0f, col);
}

/* While a tile is held: every legal spot in green, the ghost under the mouse, or red and the reason. */
static void draw_held(TableFrame *f)
{
    TableInput *in = f->in;
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    if (!in->held_tile || f->board_player != f->mover || !f->can_act)
        return;
    if (in->held_from != HELD_PENDING && in->held_from != HELD_RESERVE && in->held_from != HELD_MARKET)
        return;
    const AlhGame *lg = match_decision_game(f->m);
    AlhSpot spots[128];
    size_t n = alh_legal_spots(lg, f->mover, in->held_tile, spots, 128);
    if (n > 128)
        n = 128;
    SDL_Rect clip = f->L.board;
    SDL_RenderSetClipRect(r, &clip);
    char id[48];
    for (size_t i = 0; i < n; i++) {
        SDL_FRect c = cell_rect(f, spots[i].x, spots[i].y);
        spot_highlight(r, c, hex(0x4CAF50, 255), 102);
        snprintf(id, sizeof id, "table.spot.%d.%d", spots[i].x, spots[i].y);
        if (ui_hit(ctx, id, paint_inset((SDL_Rect){(int)c.x, (int)c.y, (int)c.w, (int)c.h}, 0), true) && !in->dragging)
            table_input_drop_on_board(f, spots[i].x, spots[i].y);
    }
    /* Reserve tiles may also swap with a building: those buildings get a green rim. */
    if (in->held_from == HELD_RESERVE) {
        for (int t = 1; t <= ALH_TILE_MAX; t++) {
            const AlhTilePlace *w = &f->g->where[t];
            if (w->loc != ALH_LOC_ALHAMBRA || w->owner != f->mover || !table_input_spot_legal(f, w->x, w->y))
                continue;
            SDL_FRect c = cell_rect(f, w->x, w->y);
            paint_round_rect_outline(r, c, c.w * 0.06f, 4.0f, hex(0x4CAF50, 255));
            snprintf(id, sizeof id, "table.swap.%d.%d", w->x, w->y);
            if (ui_hit(ctx, id, (SDL_Rect){(int)c.x, (int)c.y, (int)c.w, (int)c.h}, true) && !in->dragging)
                table_input_drop_on_board(f, w->x, w->y);
        }
    }
    /* Under the mouse: the ghost where it fits, the reason where it does not. */
    int mx = ctx->in.mouse_x, my = ctx->in.mouse_y;
    if (ctx->in.mouse_moved)
        in->quiet_reason = false;
    if (in_board(f, mx, my)) {
        int x, y;
        table_board_hit(&f->bv, mx, my, &x, &y);
        AlhError err = table_input_spot_error(f, x, y);
        SDL_FRect c = cell_rect(f, x, y);
        if (err == ALH_OK) {
            TileLook look = tile_look_default();
            look.alpha = 0.7f;
            look.shadow = false;
            look.built_walls = tile_built_walls(f->g, f->mover, in->held_tile);
            draw_tile(ctx, in->held_tile, c, &look);
        } else if ((err != ALH_ERR_SPOT_OCCUPIED || in->held_from == HELD_RESERVE) && !in->quiet_reason) {
            spot_highlight(r, c, hex(0xD64541, 255), 89);
            char key[64];
            snprintf(key, sizeof key, "error.%s", alh_error_code(err));
            const char *why = tr(ctx, key);
            if (SDL_strcmp(why, key) == 0)
                why = alh_error_message(err);
            int fs = app_px(ctx, 20), tw, th;
            text_measure(ctx, FONT_UI, fs, why, &tw, &th);
            SDL_FRect tip = table_board_note_rect(f->L.board, mx, my, (float)tw + 20 * f->L.s, (float)th + 10 * f->L.s, f->L.s);
            paint_round_rect(r, tip, 8 * f->L.s, hex(0x2B2118, 225));
            text_draw(ctx, FONT_UI, fs, (int)(tip.x + 10 * f->L.s), (int)(tip.y + tip.h / 2), hex(0xFBE9E7, 255),
                      TEXT_LEFT | TEXT_MIDDLE, why);
        }
    }
    table_mod_board_overlay(f); /* the modules' placement options, on top of the spots */
    SDL_RenderSetClipRect(r, NULL);
}

/* Clicks on the player's own buildings pick them up for a redesign (to the reserve). */
static void board_tiles_input(TableFrame *f)
{
    if (!f->can_act || f->g->phase != ALH_PHASE_ACTION || f->board_player != f->mover)
        return;
    if (f->in->held_tile && f->in->held_from == HELD_RESERVE)
        return; /* clicks on buildings are swaps then */
    char id[48];
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &f->g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner != f->mover)
            continue;
        SDL_FRect c = cell_rect(f, w->x, w->y);
        snprintf(id, sizeof id, "table.cell.%d.%d", w->x, w->y);
        if (ui_hit(f->ctx, id, (SDL_Rect){(int)c.x, (int)c.y, (int)c.w, (int)c.h}, true))
            table_input_hold(f, t, HELD_BOARD);
    }
}

/* Wheel zooms, dragging the empty courtyard pans. */
static void pan_zoom(TableFrame *f)
{
    UiInput *ui = &f->ctx->in;
    TableInput *in = f->in;
    if (in_board(f, ui->mouse_x, ui->mouse_y) && ui->wheel_y != 0) {
        in->zoom *= ui->wheel_y > 0 ? 1.15f : 1.0f / 1.15f;
        if (in->zoom < 0.4f)
            in->zoom = 0.4f;
        if (in->zoom > 3.0f)
            in->zoom = 3.0f;
    }
    if (ui->mouse_pressed && in_board(f, ui->mouse_x, ui->mouse_y) && !in->held_tile && f->ctx->ui.hot == 0) {
        in->panning = true;
        in->pan_from_x = ui->mouse_x;
        in->pan_from_y = ui->mouse_y;
    }
    if (in->panning) {
        if (!ui->mouse_down) {
            in->panning = false;
        } else if (f->bv.tile > 0) {
            in->pan_x -= (float)(ui->mouse_x - in->pan_from_x) / f->bv.tile;
            in->pan_y -= (float)(ui->mouse_y - in->pan_from_y) / f->bv.tile;
            in->pan_from_x = ui->mouse_x;
            in->pan_from_y = ui->mouse_y;
        }
    }
}

void table_draw_board(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    pan_zoom(f);
    const AlhBoard *b = &f->g->players[f->board_player].board;
    /* While the player to move places (or redesigns with a reserve tile), the view stays steady: its
     * box starts a ring wider than the legal spots need and only grows, so a tile placed at the edge
     * neither re-centres nor re-zooms the board under the mouse. */
    TableInput *in = f->in;
    const AlhGame *dg = match_decision_game(f->m);
    bool placing = f->board_player == f->mover && f->can_act &&
                   (dg->phase == ALH_PHASE_PLACE || dg->phase == ALH_PHASE_FINAL_PLACE || f->m->staged_count > 0 ||
                    (in->held_tile && in->held_from == HELD_RESERVE));
    int box[4] = {b->min_x - 1, b->max_x + 1, b->min_y - 1, b->max_y + 1};
    if (placing) {
        if (!in->view_box_set || in->view_box_player != f->board_player || in->view_box_turn != f->m->game.turn) {
            in->view_box[0] = box[0] - 1;
            in->view_box[1] = box[1] + 1;
            in->view_box[2] = box[2] - 1;
            in->view_box[3] = box[3] + 1;
            in->view_box_set = true;
            in->view_box_player = f->board_player;
            in->view_box_turn = f->m->game.turn;
        }
        for (int k = 0; k < 4; k++)
            if (k % 2 == 0 ? box[k] < in->view_box[k] : box[k] > in->view_box[k])
                in->view_box[k] = box[k];
        memcpy(box, in->view_box, sizeof box);
    } else {
        in->view_box_set = false;
    }
    BoardView target = table_board_fit_box(f->L.board, box, in->zoom, in->pan_x, in->pan_y, 150.0f * f->L.s);
    target.owner_sees = table_owner_sees(f, f->board_player);
    /* The view glides to the one asked for (a wheel's zoom step, the Alhambra grown past the box); it
     * is taken at once for another player's Alhambra, another size of window, and while the mouse
     * drags the courtyard (the board follows the hand). */
    bool same = in->shown_set && in->shown_player == f->board_player && SDL_RectEquals(&in->shown_rect, &f->L.board);
    /* one frame's time at most: an idle table draws nothing for a while, and the first frame after
     * it would otherwise take the whole way at once */
    double dt = same ? SDL_min(ctx->time - in->shown_time, 1.0 / 30) : 0;
    if (!same || in->panning)
        in->shown_bv = target;
    else if (table_board_ease(&in->shown_bv, target, (float)dt, app_anim_factor(ctx)))
        app_request_frame(ctx);
    in->shown_set = true;
    in->shown_player = f->board_player;
    in->shown_rect = f->L.board;
    in->shown_time = ctx->time;
    f->bv = in->shown_bv;
    in->last_bv = f->bv;
    draw_background(f);
    board_tiles_input(f);
    draw_tiles(f, f->board_player);
    draw_held(f);
    if (!f->in->held_tile) {
        /* No tile held: only a module's chosen command may show what it will do (draw_held
         * shows it, with the placement options, while a tile is held). */
        SDL_Rect clip = f->L.board;
        SDL_RenderSetClipRect(ctx->renderer, &clip);
        table_mod_board_overlay(f);
        SDL_RenderSetClipRect(ctx->renderer, NULL);
    }
    /* Whose Alhambra this is, in the corner. */
    char buf[160];
    int fs = app_px(ctx, 24);
    const char *name = table_seat_name(f->m, f->board_player);
    SDL_Color col = table_seat_colour(f->m, f->board_player);
    int x = f->L.board.x + app_px(ctx, 16), y = f->L.board.y + app_px(ctx, 14);
    paint_circle(ctx->renderer, (float)x + fs * 0.4f, (float)y + fs * 0.6f, fs * 0.4f, col);
    paint_ring(ctx->renderer, (float)x + fs * 0.4f, (float)y + fs * 0.6f, fs * 0.4f, 1.5f, hex(0x2B2118, 150));
    PHRASE(ctx, buf, "table.alhambra_of", PH_TEXT("who", name));
    text_draw(ctx, FONT_BOLD, fs, x + fs, y, hex(0x2B2118, 255), TEXT_LEFT | TEXT_TOP, buf);
    if (f->in->view_player >= 0 && f->in->view_player != f->mover) {
        SDL_Rect back = {f->L.board.x + f->L.board.w - app_px(ctx, 230), f->L.board.y + app_px(ctx, 10), app_px(ctx, 218),
                         app_px(ctx, 40)};
        if (ui_button(ctx, "table.view_back", back, tr(ctx, "table.view_back"), UI_SECONDARY))
            f->in->view_player = -1;
    }
}
