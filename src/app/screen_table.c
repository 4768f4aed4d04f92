/* SPDX-License-Identifier: MIT */
/* The table screen: the common board at the top, the Alhambra in the centre, the hand and actions below. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "audio.h"
#include "draw_card.h"
#include "client_module.h"
#include "draw_piece.h"
#include "material.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "table.h"
#include "table_input.h"
#include "table_module_actions.h"
#include "table_modules.h"
#include "table_panels.h"
#include "since_turn.h"
#include "table_hint.h"
#include "table_tips.h"
#include "table_dialogs.h"
#include "table_scoring.h"
#include "text.h"
#include "ui.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)

/* Dirk plays beside the players (the 2-player rules). */
static bool two_player(const AlhGame *g) { return alh_game_has_dirk(g); }

void screen_table_enter(AppContext *ctx)
{
    if (ctx->table)
        table_reset_view(ctx->table);
}

/* ------------------------------------------------------------------ panels */

static void panel(TableFrame *f, SDL_Rect R, const char *title)
{
    PanelStyle style = table_panel_style(f->L.s);
    table_panel_draw(f, R, &style);
    if (title)
        text_draw_fit(f->ctx, FONT_BOLD, app_px(f->ctx, 18), R.x + app_px(f->ctx, 12), R.y + app_px(f->ctx, 7),
                      R.w - app_px(f->ctx, 20), MUTED, TEXT_LEFT | TEXT_TOP, title);
}

/* Text size for the table: design pixels scaled, but never under 12 physical pixels. */
static int table_text_px(AppContext *ctx, float design_px)
{
    int v = app_px(ctx, design_px);
    return v < 12 ? 12 : v;
}

/* ------------------------------------------------------------------ top band */

static void draw_deck(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    panel(f, f->L.deck_panel, tr(ctx, "table.deck"));
    SDL_FRect card = paint_frect(f->L.deck_card);
    int left = alh_deck_remaining(g);
    if (left > 0) {
        /* A little stack: more edges for a thicker pile. */
        int layers = left > 40 ? 3 : left > 10 ? 2 : 1;
        float step = (float)f->L.deck_step; /* the pile's edges, as thick at 4K as at 720p */
        for (int i = layers - 1; i >= 0; i--)
            draw_card_back(ctx, (SDL_FRect){card.x + (float)i * step, card.y - (float)i * step, card.w, card.h}, 1.0f);
    } else {
        paint_round_rect_outline(ctx->renderer, card, card.w * 0.08f, 2.0f, hex(0x8C5A3C, 120));
    }
    char buf[96], n[16];
    snprintf(n, sizeof n, "%d", left);
    float cx = card.x + card.w / 2, cy = card.y + card.h / 2;
    /* The count sits on the pile in a disc, like the bag's, which leaves two lines below for text. */
    int fs = table_text_px(ctx, 16), x = f->L.deck_panel.x + f->L.deck_panel.w / 2;
    float disc = fmaxf(card.w * 0.36f, (float)fs * 1.1f);
    paint_circle(ctx->renderer, cx, cy + 1.5f, disc + 1.5f, hex(0x2B2118, 70));
    paint_circle(ctx->renderer, cx, cy, disc, hex(0xF5EBD7, 255));
    text_draw(ctx, FONT_BOLD, table_text_px(ctx, 20), (int)cx, (int)cy, INK, TEXT_CENTER | TEXT_MIDDLE, n);
    int y = (int)(card.y + card.h) + app_px(ctx, 5), max_w = f->L.deck_panel.w - app_px(ctx, 10);
    int pile = alh_current_pile(g), discards = alh_cards_count(&g->discard);
    /* The deck's tooltip says what is left and where it comes from: a pile of the first deck, a deck
     * shuffled from the discard pile, or nothing (the discard pile next, or no money left at all);
     * the line under the pile says it in short where there is room for one. */
    const char *tip_key = pile > 0       ? "table.tip.deck"
                          : left > 0     ? (g->reshuffles > 0 ? "table.tip.deck_reshuffled" : "table.tip.deck_count")
                          : discards > 0 ? "table.tip.deck_empty_discard"
                                         : "table.tip.deck_empty";
    const char *line_key = pile > 0       ? "table.pile"
                           : left > 0     ? (g->reshuffles > 0 ? "table.pile_reshuffled" : NULL)
                           : discards > 0 ? "table.pile_discard"
                                          : "table.pile_none";
    char tip[UI_TIP_TEXT];
    PHRASE(ctx, tip, tip_key, PH_NUM("n", left), PH_NUM("pile", pile), PH_NUM("d", discards));
    ui_tooltip(ctx, "table.deck.tip", f->L.deck_panel, tip);
    if (f->L.deck_pile_line) {
        if (line_key) {
            PHRASE(ctx, buf, line_key, PH_NUM("pile", pile), PH_NUM("d", discards));
            text_draw_fit(ctx, FONT_UI, fs, x, y, max_w, MUTED, TEXT_CENTER | TEXT_TOP, buf);
        }
        y += text_line_height(ctx, FONT_UI, fs);
    }
    int to_come = 2 - g->scorings_done;
    if (to_come < 0)
        to_come = 0;
    snprintf(n, sizeof n, "%d", to_come);
    const char *sc = to_come ? trf(ctx, buf, sizeof buf, "table.scorings_to_come", n, NULL) : tr(ctx, "table.no_scoring_left");
    if (g->scorings_due > 0) { /* drawn in a refill a module's phase stopped, or for a hand: it waits */
        snprintf(n, sizeof n, "%d", g->scorings_done + 1);
        sc = trf(ctx, buf, sizeof buf, "table.scoring_due", n, NULL);
    }
    /* Wrapped onto the lines left rather than shrunk; shrunk a little (never under 11 pixels) when
     * they cannot hold it (French in the smallest window), and cut only if even that fails. */
    SDL_Color sc_ink = to_come ? hex(0x7A2E1E, 255) : MUTED;
    int room = f->L.deck_panel.y + f->L.deck_panel.h - app_px(ctx, 4) - y;
    int left_x = x - max_w / 2; /* text_draw_wrapped takes the box's left edge */
    int wrap_fs = fs;
    while (wrap_fs > 11 && text_draw_wrapped(ctx, FONT_BOLD, wrap_fs, left_x, y, max_w, sc_ink, TEXT_CENTER, sc, false) > room)
        wrap_fs--;
    if (text_draw_wrapped(ctx, FONT_BOLD, wrap_fs, left_x, y, max_w, sc_ink, TEXT_CENTER, sc, false) <= room)
        text_draw_wrapped(ctx, FONT_BOLD, wrap_fs, left_x, y, max_w, sc_ink, TEXT_CENTER, sc, true);
    else
        text_draw_fit(ctx, FONT_BOLD, fs, x, y, max_w, sc_ink, TEXT_CENTER | TEXT_TOP, sc);
}

static void draw_display(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    TableInput *in = f->in;
    panel(f, f->L.display_panel, tr(ctx, "table.money"));
    char id[32];
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++) {
        SDL_Rect R = f->L.display[s];
        SDL_FRect fr = paint_frect(R);
        paint_round_rect(ctx->renderer, fr, fr.w * 0.08f, hex(0xDCC69C, 140));
        int card = g->display[s];
        snprintf(id, sizeof id, "table.display.%d", s);
        bool by_module = g->phase != ALH_PHASE_ACTION && table_mod_display_usable(f, s);
        bool usable = (f->can_act && g->phase == ALH_PHASE_ACTION && card != ALH_CARD_NONE) || by_module;
        if (ui_hit(ctx, id, R, usable))
            table_input_display_click(f, s);
        if (card == ALH_CARD_NONE || anim_hides_card(&f->m->anim, card))
            continue;
        bool sel = (in->display_sel >> s) & 1, hover = !sel && usable && ui_hovered(ctx, id);
        if (sel)
            fr.y -= (float)f->L.display_lift;
        else if (hover)
            fr.y -= (float)f->L.display_lift * 0.35f;
        draw_card_lift(ctx, card, fr, 1.0f, sel, sel ? 1.0f : hover ? 0.4f : 0.0f);
        if (by_module) { /* a card a module's out-of-turn move may take: ringed in gold, with a glow */
            float k = f->L.s, t = fmaxf(3.0f, 5 * k);
            SDL_FRect ring = {fr.x - 5 * k, fr.y - 5 * k, fr.w + 10 * k, fr.h + 10 * k};
            paint_round_rect_outline(ctx->renderer, ring, fr.w * 0.12f, t * 2.2f, hex(0xF2C230, 90));
            paint_round_rect_outline(ctx->renderer, ring, fr.w * 0.12f, t, hex(0xE0A810, 255));
        }
    }
}

/* Whether a tile waiting for the player to move may go into their Alhambra: a legal spot by the
 * building rules, or a placement the game allows now (a module's way, such as a gate). */
static bool placement_possible(const AlhGame *g)
{
    int player = alh_to_move(g);
    if (player < 0 || player >= g->num_players)
        return true;
    for (int t = 1; t < ALH_TILE_SLOTS; t++)
        if (g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == player && alh_legal_spots(g, player, t, NULL, 0) > 0)
            return true;
    return alh_legal_commands_of(g, alh_kinds_one(ALH_CMD_PLACE), NULL, 0) > 0;
}

static void draw_market(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    panel(f, f->L.market_panel, tr(ctx, "table.market"));
    char id[32], key[48];
    float s = f->L.s;
    char names[ALH_MARKET_SPACES][48];
    const char *name_of[ALH_MARKET_SPACES];
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
        phrase_noun(ctx, names[sp], sizeof names[sp], phrase_currency_noun(alh_market_currency(sp), key, sizeof key), NULL);
        name_of[sp] = names[sp];
    }
    bool medallions = draw_market_medallions(ctx, name_of, ALH_MARKET_SPACES, (float)f->L.market[0].w, s);
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
        SDL_Rect R = f->L.market[sp];
        int cur = alh_market_currency(sp);
        bool sel = f->in->market_sel == sp;
        /* The board's space: a well in the currency's colours, its symbol and name (draw_piece.c). */
        draw_market_space(ctx, paint_frect(R), cur, names[sp], medallions, sel, s);
        int tile = g->market[sp];
        snprintf(id, sizeof id, "table.market.%d", sp);
        bool usable = f->can_act && (g->phase == ALH_PHASE_ACTION || table_mod_market_usable(f)) && tile;
        if (ui_hit(ctx, id, R, usable))
            table_input_market_click(f, sp);
        if (!tile || anim_hides_tile(&f->m->anim, tile))
            continue;
        SDL_FRect tr_ = paint_frect(f->L.market_tile[sp]);
        TileLook look = tile_look_default();
        /* pointed at: the tile rises off the board; chosen: held higher, its space outlined in gold
         * (draw_market_space; a glow round the tile too rose over the currency's name) */
        look.lift = sel ? 0.5f : usable && ui_hovered(ctx, id) ? 0.35f : 0.0f;
        draw_tile(ctx, tile, tr_, &look);
    }
}

static void draw_bag_and_buttons(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    panel(f, f->L.bag, tr(ctx, "table.bag"));
    SDL_Rect B = f->L.bag;
    float s = f->L.s;
    /* The bag (draw_piece.c), between the title and the buttons, with the count on its star. */
    float top = (float)B.y + 26 * s, room = (float)f->L.btn_scoring.y - 4 * s - top;
    draw_bag(ctx, (SDL_FRect){(float)B.x, top, (float)B.w, room}, alh_bag_remaining(f->g));
    if (ui_button(ctx, "table.scoring", f->L.btn_scoring, tr(ctx, "table.scoring"), UI_SECONDARY))
        f->in->show_scoring = !f->in->show_scoring;
    /* Save (with a name) and Menu side by side; leaving a game asks first (it stays autosaved). */
    SDL_Rect menu = f->L.btn_menu, save = menu;
    save.w = menu.w / 2 - app_px(ctx, 3);
    menu.x += menu.w - save.w;
    menu.w = save.w;
    bool saveable = !f->m->replay && ctx->pref_path[0];
    if (ui_button(ctx, "table.save", save, tr(ctx, "table.save"), saveable ? UI_SECONDARY : UI_SECONDARY | UI_DISABLED))
        table_dialog_open(ctx, f->t, TABLE_DIALOG_SAVE);
    if (ui_button(ctx, "table.menu", menu, tr(ctx, "table.menu"), UI_GHOST)) {
        if (f->m->replay || f->m->game.phase == ALH_PHASE_OVER) {
            anim_skip(&f->m->anim);
            app_set_screen(ctx, SCREEN_MENU);
        } else {
            table_dialog_open(ctx, f->t, TABLE_DIALOG_LEAVE);
        }
    }
}

/* ------------------------------------------------------------------ left column */

static void tile_tray(TableFrame *f, SDL_Rect area, int loc, int player, const char *prefix, int from)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int ts = f->L.small_tile, gap = app_px(ctx, 10);
    int cols = (area.w - gap) / (ts + gap);
    if (cols < 1)
        cols = 1;
    int x0 = area.x + (area.w - cols * (ts + gap) + gap) / 2;
    int y0 = area.y + f->L.tray_top, i = 0;
    char id[40];
    /* Shrink the tiles when the reserve grows beyond the room. */
    int count = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        count += alh_tile_is_piece(t) && g->where[t].loc == loc && g->where[t].owner == player;
    int rows_room = (area.h - f->L.tray_top - app_px(ctx, 6)) / (ts + gap);
    if (rows_room > 0 && count > rows_room * cols) {
        cols = (count + rows_room - 1) / rows_room;
        ts = (area.w - gap * (cols + 1)) / cols;
        x0 = area.x + gap;
    }
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (!alh_tile_is_piece(t) || w->loc != loc || w->owner != player)
            continue;
        SDL_Rect R = {x0 + (i % cols) * (ts + gap), y0 + (i / cols) * (ts + gap), ts, ts};
        i++;
        snprintf(id, sizeof id, "%s.%d", prefix, t);
        bool usable = f->can_act && player == f->mover;
        bool was_held = f->in->held_tile == t; /* before this frame's click (a press and its release may share a frame) */
        if (ui_hit(ctx, id, R, usable)) {
            if (!f->in->dragging)
                table_input_hold(f, t, from);
        }
        /* Pressing starts a drag as well: release over a spot to drop. The tile held already (the one
         * bought, held for placing) drags too: its drop was refused, and only a click placed it. */
        if (usable && ctx->in.mouse_pressed && ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, R)) {
            if (f->in->held_tile != t)
                table_input_hold(f, t, from);
            f->in->dragging = true;
            f->in->drag_was_held = was_held;
            f->in->press_x = ctx->in.mouse_x;
            f->in->press_y = ctx->in.mouse_y;
        }
        if (anim_hides_tile(&f->m->anim, t))
            continue;
        TileLook look = tile_look_default();
        bool held = f->in->held_tile == t;
        look.glow = held;
        if (held && f->in->dragging)
            look.alpha = 0.35f;
        else if (held || (usable && ui_hovered(ctx, id)))
            look.lift = held ? 0.7f : 0.45f; /* held up, or rising under the mouse */
        look.built_walls = tile_built_walls(g, player, t);
        draw_tile(ctx, t, paint_frect(R), &look);
    }
}

static void draw_left(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    int p = f->board_player;
    char buf[96], n[16];
    int pending = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        pending += alh_tile_is_piece(t) && f->g->where[t].loc == ALH_LOC_PENDING && f->g->where[t].owner == p;
    snprintf(n, sizeof n, "%d", pending);
    panel(f, f->L.pending, trf(ctx, buf, sizeof buf, "table.to_place", n, NULL));
    tile_tray(f, f->L.pending, ALH_LOC_PENDING, p, "table.pending", HELD_PENDING);
    snprintf(n, sizeof n, "%d", f->g->players[p].reserve_count);
    panel(f, f->L.reserve, trf(ctx, buf, sizeof buf, "table.reserve", n, NULL));
    /* The whole reserve panel is a drop target for a held tile. */
    bool target = f->can_act && f->in->held_tile && p == f->mover && f->in->held_from != HELD_RESERVE;
    if (target) {
        SDL_FRect fr = paint_frect(f->L.reserve);
        paint_round_rect_outline(ctx->renderer, fr, 14 * f->L.s, 3 * f->L.s, hex(0x4CAF50, 220));
    }
    if (ui_hit(ctx, "table.reserve_area", f->L.reserve, target) && !f->in->dragging)
        table_input_to_reserve(f);
    tile_tray(f, f->L.reserve, ALH_LOC_RESERVE, p, "table.reserve", HELD_RESERVE);
}

/* ------------------------------------------------------------------ bottom: hand, hint, actions */

/* A card of the hand nobody else has seen: a module's card dealt face down (a master builder). */
static bool secret_card(const AlhPlayer *pl, int card) { return !alh_card_is_money(card) && !alh_cards_has(&pl->known, card); }

static void draw_hand(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    SDL_Rect H = f->L.hand;
    if (H.w <= 0)
        return;
    char buf[128];
    int home = f->home;
    if (home < 0) {
        panel(f, H, tr(ctx, "table.hand"));
        return;
    }
    const AlhPlayer *pl = &f->g->players[home];
    char title[160];
    PHRASE(ctx, title, "table.hand_of", PH_TEXT("who", table_seat_name(f->m, home)), PH_NUM("n", alh_cards_count(&pl->hand)));
    panel(f, H, title);
    /* On a shared screen (table mode) the hand is everybody's to see but its secret cards, face down
     * until their owner shows their secrets; a click on one shows them. */
    bool hide_secrets = f->L.table_mode && !f->in->reveal_secrets;
    bool owner_may = f->L.table_mode && home == f->mover && home < f->m->num_seats && !f->m->seats[home].is_bot && f->can_act;
    AlhCardSet open_hand = pl->hand; /* what the sums may count */
    if (hide_secrets)
        for (int c = 0; c < ALH_HAND_CARD_END; c++)
            if (alh_cards_has(&pl->hand, c) && secret_card(pl, c))
                alh_cards_remove(&open_hand, c);
    /* Sums per currency at the top right of the panel. */
    int fs = app_px(ctx, 18), sx = H.x + H.w - app_px(ctx, 12);
    for (int c = ALH_NUM_CURRENCIES - 1; c >= 0; c--) {
        snprintf(buf, sizeof buf, "%d",
                 alh_cards_money(f->g, &open_hand, c)); /* the owner's: the modules' money-like cards too */
        int w = text_draw(ctx, FONT_BOLD, fs, sx, H.y + app_px(ctx, 7), paint_mix(currency_colour(c), INK, 0.35f),
                          TEXT_RIGHT | TEXT_TOP, buf);
        SDL_FRect sym = {(float)(sx - w - fs - app_px(ctx, 4)), (float)(H.y + app_px(ctx, 7)), (float)fs, (float)fs};
        draw_currency_symbol(ctx, c, sym, paint_mix(currency_colour(c), INK, 0.35f));
        sx = (int)sym.x - app_px(ctx, 16);
    }
    /* The modules' own money (cards paying any currency never mix with coins): their sums come
     * last, each with its sign. */
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *part = client_module(id);
        if (!alh_module_on(f->g, id) || !part->money_total || !part->draw_money_icon)
            continue;
        snprintf(buf, sizeof buf, "%d", part->money_total(&open_hand));
        int w = text_draw(ctx, FONT_BOLD, fs, sx, H.y + app_px(ctx, 7), part->money_ink, TEXT_RIGHT | TEXT_TOP, buf);
        SDL_FRect sym = {(float)(sx - w - fs - app_px(ctx, 4)), (float)(H.y + app_px(ctx, 7)), (float)fs, (float)fs};
        part->draw_money_icon(ctx, sym, 1.0f);
        sx = (int)sym.x - app_px(ctx, 16);
    }
    /* Cards sorted by currency then value. */
    int cards[ALH_HAND_CARD_END], n = 0; /* money, then the modules' cards */
    for (int c = 0; c < ALH_HAND_CARD_END; c++)
        if (alh_cards_has(&pl->hand, c) && !anim_hides_card(&f->m->anim, c))
            cards[n++] = c;
    SDL_Rect area = {H.x + app_px(ctx, 14), H.y + app_px(ctx, 36), H.w - app_px(ctx, 28), H.h - app_px(ctx, 44)};
    bool paying = (f->in->market_sel >= 0 || table_mod_picks_cards(f)) && home == f->mover;
    int pay_cur = f->in->market_sel >= 0 ? alh_buy_space(f->g, f->in->market_sel).currency : -1;
    char id[32];
    int hovered = -1;
    SDL_Rect rects[ALH_HAND_CARD_END];
    for (int i = 0; i < n; i++)
        rects[i] = table_row_item(area, n, i, f->L.hand_card_w, f->L.hand_card_h, app_px(ctx, 8));
    /* Hit-test from the top card down so overlapping cards pick the visible one. */
    for (int i = n - 1; i >= 0; i--) {
        SDL_Rect hit = rects[i];
        if (i < n - 1 && rects[i + 1].x < hit.x + hit.w)
            hit.w = rects[i + 1].x - hit.x;
        snprintf(id, sizeof id, "table.hand.%d", cards[i]);
        if (hide_secrets && secret_card(pl, cards[i])) {
            if (ui_hit(ctx, id, hit, owner_may))
                f->in->reveal_secrets = true;
            ui_tooltip(ctx, id, hit, tr(ctx, owner_may ? "table.hand_secret_show" : "table.hand_secret"));
            continue;
        }
        bool usable = paying && table_mod_card_usable(f, cards[i], pay_cur) && f->can_act;
        if (ui_hit(ctx, id, hit, usable))
            table_input_hand_click(f, cards[i]);
        if (usable && ui_hovered(ctx, id))
            hovered = i;
    }
    for (int i = 0; i < n; i++) {
        SDL_FRect fr = paint_frect(rects[i]);
        bool sel = paying && alh_cards_has(&f->in->pay_sel, cards[i]);
        if (sel)
            fr.y -= 16 * f->L.s;
        else if (i == hovered)
            fr.y -= 5 * f->L.s;
        if (hide_secrets && secret_card(pl, cards[i])) {
            draw_card_back(ctx, fr, 1.0f);
            continue;
        }
        float alpha = (paying && !table_mod_card_usable(f, cards[i], pay_cur)) ? 0.45f : 1.0f;
        draw_card_lift(ctx, cards[i], fr, alpha, sel, sel ? 1.0f : i == hovered ? 0.4f : 0.0f);
    }
}

/* What the player may do now, in words, and the buttons for it. */
static bool undo_key_pressed(AppContext *ctx) { return ui_key_pressed(ctx, SDLK_BACKSPACE) || ui_key_pressed(ctx, SDLK_z); }

/*
 * The Undo button when there is nothing staged to undo: drawn disabled, and pointing at it (or
 * pressing Backspace) says why: what was done before is final because it was paid for or new
 * cards and tiles have been drawn since.
 */
static void undo_unavailable(AppContext *ctx, TableFrame *f, SDL_Rect rect, char *hint, size_t hint_size)
{
    ui_button(ctx, "table.undo", rect, tr(ctx, "table.undo"), UI_SECONDARY | UI_DISABLED);
    const AlhGame *g = &f->m->game;
    const char *why = g->actions_this_turn > 0 ? "table.undo_why_paid" : "table.undo_why_nothing";
    if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, rect))
        snprintf(hint, hint_size, "%s", tr(ctx, why));
    if (undo_key_pressed(ctx))
        table_input_notice(f, tr(ctx, why));
}

/* The action phase's prompt: "Take money" only while the display has money to take, and why it
 * has none or too little when the deck and the discard pile are both used up. */
static const char *action_prompt(const AlhGame *g, int mover)
{
    int shown = 0;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        shown += g->display[s] != ALH_CARD_NONE;
    bool used_up = alh_deck_remaining(g) == 0 && alh_cards_count(&g->discard) == 0;
    if (shown == ALH_DISPLAY_SLOTS)
        return "table.hint_action";
    if (shown > 0)
        return used_up ? "table.hint_action_short" : "table.hint_action";
    /* No card to take: passing is allowed only when nothing else is (the engine's rule). */
    AlhCommand pass = {0};
    pass.type = ALH_CMD_PASS;
    pass.player = (uint8_t)mover;
    if (!g->bonus_action && alh_check(g, &pass) == ALH_OK)
        return "table.hint_action_nothing";
    return used_up ? "table.hint_action_no_money" : "table.hint_action_display_empty";
}

static void draw_actions(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    TableInput *in = f->in;
    Match *m = f->m;
    SDL_Rect A = f->L.actions;
    panel(f, A, NULL);
    char hint[TABLE_HINT_MAX], n1[16];
    hint[0] = '\0';
    int first_widget = ctx->ui.widget_count; /* the buttons drawn below bound the hint's room */
    int gap = app_px(ctx, 12), bw = (A.w - 2 * app_px(ctx, 14) - gap) / 2, bh = app_px(ctx, 48);
    int bx = A.x + app_px(ctx, 14), by = A.y + A.h - bh - app_px(ctx, 14);
    SDL_Rect b1 = {bx, by, bw, bh}, b2 = {bx + bw + gap, by, bw, bh};
    SDL_Rect b0 = {bx, by - bh - gap, bw, bh}, b3 = {bx + bw + gap, by - bh - gap, bw, bh};
    const AlhGame *dg = match_decision_game(m); /* the staged game while staging: what may come next */
    bool placing = m->staged_count > 0 || dg->phase == ALH_PHASE_PLACE || dg->phase == ALH_PHASE_FINAL_PLACE;
    if (g->phase == ALH_PHASE_OVER && anim_held_scoring(&m->anim) >= 0) {
        /* the final scoring waits: its own button leads to the results (a second one here was one too many) */
        snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_scoring_final"));
    } else if (g->phase == ALH_PHASE_OVER) {
        snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_over"));
        if (ui_button(ctx, "table.results", b1, tr(ctx, "table.results"), UI_PRIMARY))
            app_set_screen(ctx, SCREEN_RESULTS);
    } else if (!f->can_act) {
        int p = f->mover;
        /* While something moves the board shows who moved: the hint names nobody then. */
        if (m->replay)
            snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_replay"));
        else if (anim_held_scoring(&m->anim) >= 0)
            snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_scoring"));
        else if (anim_busy(&m->anim))
            snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_skip"));
        else if (p >= 0 && m->seats[p].is_bot)
            trf(ctx, hint, sizeof hint, "table.hint_bot", table_seat_name(m, p), NULL);
    } else if (table_mod_panel(f, b0, b1, b2, b3, hint, sizeof hint)) {
        /* a module's prompt owns the panel: a tray action to confirm, a module's phase */
    } else if (placing) {
        bool complete = match_stage_complete(m);
        bool redesigned = m->staged_count > 0 && m->stage_base.phase == ALH_PHASE_ACTION;
        if (complete)
            /* The tray may still offer something (a module's reward after a purchase): say so. */
            snprintf(hint, sizeof hint, "%s",
                     tr(ctx, redesigned && m->staged_count == 1 ? "table.hint_confirm_redesign"
                             : table_mod_tray_choices(f->t) > 0 ? "table.hint_confirm_or_tray"
                                                                : "table.hint_confirm"));
        else if (dg->phase == ALH_PHASE_FINAL_PLACE)
            snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_final_place"));
        else if (!placement_possible(dg))
            /* no green spot anywhere: say so, rather than send the player looking for one */
            snprintf(hint, sizeof hint, "%s",
                     tr(ctx, two_player(g) ? "table.hint_place_nowhere_dirk" : "table.hint_place_nowhere"));
        else
            snprintf(hint, sizeof hint, "%s", tr(ctx, two_player(g) ? "table.hint_place_dirk" : "table.hint_place"));
        bool enter = complete && (ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER));
        if (ui_button(ctx, "table.confirm", b2, tr(ctx, "table.confirm"), complete ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED) ||
            enter) {
            in->held_tile = 0;
            match_confirm(ctx, m);
        }
        if (m->staged_count == 0)
            undo_unavailable(ctx, f, b1, hint, sizeof hint);
        else if (ui_button(ctx, "table.undo", b1, tr(ctx, "table.undo"), UI_SECONDARY) || undo_key_pressed(ctx)) {
            match_undo(ctx, m);
            table_input_hold_next_waiting(f);
        }
        bool holding = in->held_tile && in->held_from == HELD_PENDING;
        /* With nothing held (put down with Escape or a right click) while a tile waits, the button
         * takes the next one: the prompt says to put it on the reserve, and the button was greyed. */
        bool waiting = !in->held_tile && !complete && dg->phase != ALH_PHASE_ACTION;
        if (ui_button(ctx, "table.to_reserve", b0, tr(ctx, "table.to_reserve"),
                      holding || waiting ? UI_SECONDARY : UI_SECONDARY | UI_DISABLED)) {
            if (waiting)
                table_input_hold_next_waiting(f);
            table_input_to_reserve(f);
        }
        if (two_player(g) && dg->phase == ALH_PHASE_PLACE &&
            ui_button(ctx, "table.to_dirk", b3, tr(ctx, "table.to_dirk"), holding ? UI_SECONDARY : UI_SECONDARY | UI_DISABLED))
            table_input_to_dirk(f);
    } else {
        /* Action phase: take, buy, redesign, or pass after an exact payment. */
        if (in->display_sel) {
            AlhError err = table_take_check(g, f->mover, in->display_sel);
            int sum = 0;
            for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
                if ((in->display_sel >> s) & 1)
                    sum += alh_card_value(g->display[s]);
            snprintf(n1, sizeof n1, "%d", sum);
            trf(ctx, hint, sizeof hint, err == ALH_OK ? "table.hint_take_ok" : "table.hint_take_too_much", n1, NULL);
            if (ui_button(ctx, "table.take", b2, tr(ctx, "table.take"), err == ALH_OK ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED))
                table_input_take(f);
        } else if (in->market_sel >= 0 && alh_buy_space(g, in->market_sel).tile) {
            int price = alh_buy_space(g, in->market_sel).price; /* a market tile, or one on offer beside it */
            /* every card chosen at its worth, as the engine counts a payment (the space's currency
             * alone said "overpaid by -2" of 7 ducats + 2 florins with a card letting florins in) */
            int sum = alh_hand_worth(g, &in->pay_sel);
            AlhCommand c = {0};
            c.type = ALH_CMD_BUY;
            c.player = (uint8_t)f->mover;
            c.space = (uint8_t)in->market_sel;
            c.cards = in->pay_sel;
            AlhError err = alh_check(g, &c);
            /* a tile only the exact price buys (on offer beside the market), or one not for sale now; the
             * amounts with their currency */
            const char *key = err == ALH_ERR_NOT_EXACT      ? "table.hint_pay_exactly"
                              : err != ALH_OK && price == 0 ? "table.not_for_sale"
                              : err != ALH_OK               ? "table.hint_pay_more"
                              : sum == price                ? "table.hint_exact"
                              : table_paid_in_currency(&in->pay_sel, alh_buy_space(g, in->market_sel).currency)
                                  ? "table.hint_overpaid"
                                  : "table.hint_overpaid_units"; /* a module's own money, or a second currency let in */
            char cur[32];
            PHRASE(ctx, hint, key, PH_NUM("sel", sum), PH_NUM("price", price), PH_NUM("over", sum - price),
                   PH_NOUN("cur", phrase_currency_noun(alh_buy_space(g, in->market_sel).currency, cur, sizeof cur)));
            if (ui_button(ctx, "table.buy", b2, tr(ctx, "table.buy"), err == ALH_OK ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED))
                table_input_buy(f);
        } else if (in->held_tile && in->held_from == HELD_BOARD) {
            snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_redesign_remove"));
            if (ui_button(ctx, "table.to_reserve", b2, tr(ctx, "table.to_reserve"), UI_PRIMARY))
                table_input_to_reserve(f);
        } else if (in->held_tile && in->held_from == HELD_RESERVE) {
            snprintf(hint, sizeof hint, "%s", tr(ctx, "table.hint_redesign_add"));
        } else if (g->bonus_action) {
            const char *key = table_mod_bonus_hint(f); /* a module's bonus (a redesign at the turn's end) */
            snprintf(hint, sizeof hint, "%s", tr(ctx, key ? key : "table.hint_bonus"));
        } else {
            snprintf(hint, sizeof hint, "%s", tr(ctx, action_prompt(g, f->mover)));
        }
        undo_unavailable(ctx, f, b0, hint, sizeof hint);
        /* A choice under way (cards to take, a building to buy, a tile held) can be dropped by a
         * button, not only by Escape or a right click. */
        if ((in->display_sel || in->market_sel >= 0 || in->held_tile) &&
            ui_button(ctx, "table.cancel", b3, tr(ctx, "table.cancel"), UI_SECONDARY)) {
            in->display_sel = 0;
            in->market_sel = -1;
            in->held_tile = 0;
            memset(&in->pay_sel, 0, sizeof in->pay_sel);
        }
        AlhCommand pass = {0};
        pass.type = ALH_CMD_PASS;
        pass.player = (uint8_t)f->mover;
        if (alh_check(g, &pass) == ALH_OK && ui_button(ctx, "table.pass", b1, tr(ctx, "table.pass"), UI_SECONDARY))
            table_input_pass(f);
    }
    table_mod_tray_hint(f, hint, sizeof hint); /* the base actions above wrote theirs; the open tray's wins */
    /* The hint never speaks of one player while the board shows another's Alhambra. */
    bool bot_hint = !f->can_act && f->mover >= 0 && m->seats[f->mover].is_bot && !m->replay && !anim_busy(&m->anim);
    if ((f->can_act || bot_hint) && f->board_player != f->mover && f->board_player >= 0 && f->mover >= 0)
        PHRASE(ctx, hint, f->can_act ? "table.hint_viewing" : "table.hint_viewing_bot",
               PH_TEXT("who", table_seat_name(m, f->board_player)), PH_TEXT("mover", table_seat_name(m, f->mover)));
    if (in->notice[0] && ctx->time < in->notice_until && f->can_act)
        snprintf(hint, sizeof hint, "%s", in->notice);
    else if (ctx->time >= in->notice_until)
        in->notice[0] = '\0';
    snprintf(f->t->hint, sizeof f->t->hint, "%s", hint);
    SDL_Color col = in->notice[0] && f->can_act ? hex(0xB03A2E, 255) : INK;
    /* The whole hint, always: above the highest button drawn, in the largest size that holds it. */
    int room_bottom = A.y + A.h - app_px(ctx, 8);
    for (int i = first_widget; i < ctx->ui.widget_count; i++) {
        SDL_Rect w = ctx->ui.widgets[i].rect;
        if (ui_point_in(w.x + w.w / 2, w.y + w.h / 2, A) && w.y < room_bottom)
            room_bottom = w.y - app_px(ctx, 6);
    }
    int top = A.y + app_px(ctx, 10), width = A.w - app_px(ctx, 28), fs = app_px(ctx, 20);
    int min_fs = app_px(ctx, 13) < 12 ? 12 : app_px(ctx, 13);
    while (fs > min_fs && text_draw_wrapped(ctx, FONT_UI, fs, 0, 0, width, col, TEXT_LEFT, hint, false) > room_bottom - top)
        fs--;
    f->hint_rect = (SDL_Rect){A.x + app_px(ctx, 14), top, width, room_bottom - top};
    text_draw_wrapped(ctx, FONT_UI, fs, A.x + app_px(ctx, 14), top, width, col, TEXT_LEFT, hint, true);
}

/* ------------------------------------------------------------------ animations */

/* A player's card in the side column (Dirk's too): their hand, tiles and Alhambra in small; the
 * board when they have none. */
static SDL_Rect side_card(const TableFrame *f, int player)
{
    int slot = table_side_slot(f, player);
    return slot >= 0 ? f->L.others[slot] : f->L.board;
}

SDL_FRect table_anim_rect(const TableFrame *f, AnimPlace p, bool tile)
{
    const TableLayout *L = &f->L;
    float ts = (float)L->small_tile;
    SDL_FRect card = {0, 0, (float)L->card_w, (float)L->card_h};
    SDL_FRect r = {0, 0, tile ? ts : card.w, tile ? ts : card.h};
    SDL_Rect at = {0, 0, 0, 0};
    int player = p.player;
    switch (p.kind) {
    case AP_DECK:
    case AP_DISCARD: at = L->deck_card; break;
    case AP_DISPLAY: at = L->display[p.index & 3]; break;
    case AP_BAG: at = L->bag; break;
    case AP_MARKET:
        at = L->market_tile[p.index & 3];
        r.w = r.h = (float)L->tile_px;
        break;
    case AP_MODULE: /* a module's place in the modules' panel (a pile of squares) */
        at = table_modules_place(f, p.x, p.index);
        if (at.w <= 0)
            at = L->board;
        r.w = r.h = (float)(at.w < at.h ? at.w : at.h);
        break;
    case AP_HAND:
        /* The hand panel shows the home player's hand only (in table mode the player to move's, who
         * is already the next one while a taking flies); any other hand is on its owner's card on
         * the side, the board's player's included. */
        if (player == f->home && L->hand.w > 0) {
            at = L->hand;
            break;
        }
        at = side_card(f, player);
        break;
    case AP_PENDING:
    case AP_RESERVE:
    case AP_ALHAMBRA:
        if (player == f->board_player) {
            if (p.kind == AP_ALHAMBRA) {
                SDL_FRect c = table_board_cell(&f->bv, p.x, p.y);
                return c;
            }
            at = p.kind == AP_RESERVE ? L->reserve : L->pending;
        } else {
            at = side_card(f, player);
        }
        break;
    case AP_DIRK: at = side_card(f, ALH_DIRK); break;
    default: at = L->board; break;
    }
    r.x = (float)at.x + (float)at.w / 2 - r.w / 2;
    r.y = (float)at.y + (float)at.h / 2 - r.h / 2;
    return r;
}

static SDL_FRect lerp_rect(SDL_FRect a, SDL_FRect b, float t)
{
    return (SDL_FRect){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t};
}

static void draw_flying(TableFrame *f)
{
    Anim *a = &f->m->anim;
    for (int i = 0; i < a->count; i++) {
        const AnimItem *it = &a->items[i];
        if (it->kind != ANIM_CARD && it->kind != ANIM_TILE)
            continue;
        float t = anim_progress(a, it);
        if (t >= 1.0f)
            continue;
        bool tile = it->kind == ANIM_TILE;
        SDL_FRect from = table_anim_rect(f, it->from, tile), to = table_anim_rect(f, it->to, tile);
        /* Waiting items rest where they come from, except new cards and tiles still in the deck or bag. */
        if (t < 0.0f && (it->from.kind == AP_DECK || it->from.kind == AP_BAG))
            continue;
        /* A tile built into an Alhambra flies in the first 70 % and settles in the rest. */
        bool settles = tile && it->to.kind == AP_ALHAMBRA;
        float flight = settles ? fminf(1.0f, (t < 0 ? 0 : t) / 0.7f) : (t < 0 ? 0 : t);
        float e = anim_ease_in_out(flight);
        SDL_FRect r = lerp_rect(from, to, e);
        /* Lifted off the table in the middle of the flight: larger, its shadow further away. */
        float lift = sinf(e * 3.14159f);
        if (tile) {
            TileLook look = tile_look_default();
            look.lift = lift;
            look.moving = true;
            if (settles && t > 0.7f) {
                /* landed: a short squash back to size, and a gold glow that fades */
                float u = (t - 0.7f) / 0.3f, k = material_settle(u * 0.25f);
                r = (SDL_FRect){r.x - r.w * (k - 1) / 2, r.y - r.h * (k - 1) / 2, r.w * k, r.h * k};
                look.glow = u < 0.8f;
                look.lift = 0;
            }
            draw_tile(f->ctx, it->tile, r, &look);
        } else {
            float grow = lift * 0.08f;
            r = (SDL_FRect){r.x - r.w * grow / 2, r.y - r.h * grow / 2 - r.h * 0.04f * lift, r.w * (1 + grow), r.h * (1 + grow)};
            /* Other players' cards are public in the base game; the deck's cards flip as they land. */
            bool face = !(it->from.kind == AP_DECK && e < 0.5f);
            draw_card_flying(f->ctx, face ? it->card : ALH_CARD_NONE, r, lift);
        }
    }
}

static void draw_banner(TableFrame *f)
{
    float t;
    const AnimItem *it = anim_current_banner(&f->m->anim, &t);
    if (!it || !it->text[0])
        return;
    AppContext *ctx = f->ctx;
    float a = fminf(1.0f, fminf(t / 0.15f, (1.0f - t) / 0.15f));
    int fs = app_px(ctx, 34), w, h;
    text_measure(ctx, FONT_TITLE, fs, it->text, &w, &h);
    SDL_FRect R = {(float)(f->L.board.x + f->L.board.w / 2 - w / 2) - 30 * f->L.s,
                   (float)(f->L.board.y + f->L.board.h / 2 - h / 2) - 16 * f->L.s, (float)w + 60 * f->L.s,
                   (float)h + 32 * f->L.s};
    paint_shadow(ctx->renderer, R, 14 * f->L.s, 20 * f->L.s, 6 * f->L.s, (Uint8)(90 * a));
    paint_round_rect(ctx->renderer, R, 14 * f->L.s, hex(0x7A2E1E, (Uint8)(240 * a)));
    text_draw(ctx, FONT_TITLE, fs, (int)(R.x + R.w / 2), (int)(R.y + R.h / 2), hex(0xF5EBD7, (Uint8)(255 * a)),
              TEXT_CENTER | TEXT_MIDDLE, it->text);
}

/* ------------------------------------------------------------------ the frame */

/* The player whose Alhambra is in the centre: the one whose move is being shown, else the mover. */
static int focus_player(const Match *m, int mover, const TableInput *in)
{
    if (in->view_player >= 0 && in->view_player < m->game.num_players)
        return in->view_player;
    if (anim_busy(&m->anim) || mover < 0)
        return m->game.command_count ? m->last_actor : m->game.current;
    return mover;
}

static int home_player(Match *m, int mover)
{
    int humans = match_human_count(m);
    if (humans == 0 || m->replay)
        return mover >= 0 ? mover : m->game.current;
    if (humans == 1) {
        for (int p = 0; p < m->num_seats; p++)
            if (!m->seats[p].is_bot)
                return p;
    }
    return m->last_human;
}

void screen_table_frame(AppContext *ctx, double dt)
{
    if (!ctx->table) {
        app_set_screen(ctx, SCREEN_MENU);
        return;
    }
    table_frame(ctx, ctx->table, dt);
}

bool table_frame_open(AppContext *ctx, Table *t, TableFrame *f)
{
    Match *m = t->match;
    TableInput *tin = &t->in;
    *f = (TableFrame){0};
    f->ctx = ctx;
    f->enlarge_player = -1;
    f->t = t;
    f->m = m;
    f->in = tin;
    f->g = match_view_game(m);
    alh_majorities(f->g, &f->majorities); /* counted as the scoring counts (squares, bonus cards, Dirk) */
    f->mover = match_to_move(m);
    bool busy = anim_busy(&m->anim);

    /* Hot seat: between two humans, a curtain until the next one is at the screen. Not in table
     * mode: there every hand is public (money enters hands face up), and nothing secret is drawn
     * unless its owner reveals it. */
    bool need_pass =
        !ctx->table_mode && !busy && match_human_to_move(m) && match_human_count(m) >= 2 && f->mover != m->last_human;
    if (need_pass) {
        m->last_human = f->mover;
        table_input_reset(tin);
    }
    if (match_human_count(m) == 1 && m->last_human < 0)
        m->last_human = home_player(m, f->mover);
    if (f->mover != tin->last_mover || m->game.command_count != tin->last_command_count) {
        /* The position changed: forget selections made for the old one (keep the held next tile). */
        if (f->mover != tin->last_mover) {
            int keep_view = -1;
            table_input_reset(tin);
            tin->view_player = keep_view;
            tin->pan_x = tin->pan_y = 0;
        }
        tin->last_mover = f->mover;
        tin->last_command_count = m->game.command_count;
    }
    /* Whose hand the bottom shows: in table mode the player to move's (every hand is public). */
    f->home = ctx->table_mode ? f->mover : home_player(m, f->mover);
    f->can_act = !busy && match_human_may_act(m) && !need_pass;
    if (need_pass)
        f->home = -1; /* nobody's hand while the curtain comes down */
    f->board_player = focus_player(m, f->mover, tin);
    table_layout_compute_modules(&f->L, ctx->width, ctx->height, m->game.num_players, two_player(&m->game), ctx->table_mode,
                                 m->game.modules);
    return need_pass;
}

void table_frame(AppContext *ctx, Table *t, double dt)
{
    Match *m = t->match;
    TableInput *tin = &t->in;
    /* A question open over the table (save, leave, who plays): the table below takes no input; the
     * question gets the input back when it is drawn, last. */
    bool asking = t->dialog != TABLE_DIALOG_NONE || m->seats_unknown;
    UiInput input = ctx->in;
    if (asking) {
        ctx->in.mouse_pressed = ctx->in.mouse_released = ctx->in.right_pressed = false;
        ctx->in.key_count = 0;
        ctx->in.wheel_y = 0;
        ctx->in.text[0] = '\0';
    }
    /* "Since your last turn" lies over the players' cards: a click on it is its own, none of what it
     * covers (a press and its release in one frame, a quick click, chose the card under OK too). It
     * gets the clicks back when it is drawn, after the table. */
    SDL_Rect since_box;
    bool on_since = !asking && table_since_box(&since_box) && ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, since_box);
    if (on_since) {
        ctx->in.mouse_pressed = ctx->in.mouse_released = ctx->in.right_pressed = false;
        ctx->in.wheel_y = 0;
    }
    /* A click anywhere while something moves skips to the end of it (or to a scoring, which waits). */
    if (anim_moving(&m->anim) && ctx->in.mouse_pressed) {
        anim_skip(&m->anim);
        ctx->in.mouse_pressed = false;
        ctx->in.mouse_released = false;
    }
    /* The game holds still under whatever is open over the table, a question or a table to read:
     * no animation moves, no bot's move is played (a bot may think meanwhile). */
    if (table_modal_open(t))
        match_hold(m);
    else
        match_update(ctx, m, dt);

    TableFrame F;
    TableFrame *f = &F;
    bool need_pass = table_frame_open(ctx, t, f);
    /* Everything on the table is sized by the layout's scale (app_px included), whatever the
     * screen's shape: restored when the frame is drawn. */
    float screen_scale = ctx->scale;
    ctx->scale = f->L.s;

    /* In the placing phase, hold the first waiting tile so it can go straight to a spot. */
    if (f->can_act && !tin->held_tile && (f->g->phase == ALH_PHASE_PLACE || f->g->phase == ALH_PHASE_FINAL_PLACE) &&
        !match_stage_complete(m) && m->staged_count == 0) {
        for (int tile = 1; tile <= ALH_TILE_MAX; tile++)
            if (f->g->where[tile].loc == ALH_LOC_PENDING && f->g->where[tile].owner == f->mover) {
                tin->held_tile = tile;
                tin->held_from = HELD_PENDING;
                break;
            }
    }

    table_draw_surface_and_board_fill(f);
    table_draw_track(f);
    draw_deck(f);
    draw_display(f);
    draw_market(f);
    draw_bag_and_buttons(f);
    table_draw_board(f);
    table_draw_modules(f);
    draw_left(f);
    table_draw_side(f);
    table_draw_log(f);
    draw_hand(f);
    draw_actions(f);

    /* Drag and drop: releasing a dragged tile over a legal spot or the reserve drops it there. */
    UiInput *ui = &ctx->in;
    if (tin->dragging && ui->mouse_released) {
        int dx = ui->mouse_x - tin->press_x, dy = ui->mouse_y - tin->press_y;
        bool moved = dx * dx + dy * dy > app_px(ctx, 12) * app_px(ctx, 12);
        tin->dragging = false;
        if (moved && ui_point_in(ui->mouse_x, ui->mouse_y, f->L.board)) {
            int x, y;
            table_board_hit(&f->bv, ui->mouse_x, ui->mouse_y, &x, &y);
            table_input_drop_on_board(f, x, y);
        } else if (moved && ui_point_in(ui->mouse_x, ui->mouse_y, f->L.reserve)) {
            table_input_to_reserve(f);
        } else if (!moved && tin->drag_was_held) {
            tin->held_tile = 0; /* a click on the tile held puts it back */
        }
    }
    if (tin->dragging && !ui->mouse_down && !ui->mouse_released)
        tin->dragging = false;
    if (ui->right_pressed || ui_key_pressed(ctx, SDLK_ESCAPE)) {
        tin->held_tile = 0;
        tin->display_sel = 0;
        tin->market_sel = -1;
        tin->show_scoring = false;
        tin->scoring_view = 0;
    }
    if (tin->held_tile && tin->dragging) {
        float ts = f->bv.tile > 0 ? f->bv.tile * 0.9f : (float)f->L.small_tile;
        TileLook look = tile_look_default();
        look.alpha = 0.9f;
        look.lift = 1.0f; /* carried: high above the table, its shadow far below */
        look.built_walls = tile_built_walls(f->g, f->mover, tin->held_tile);
        draw_tile(ctx, tin->held_tile, (SDL_FRect){(float)ui->mouse_x - ts / 2, (float)ui->mouse_y - ts / 2, ts, ts}, &look);
        app_request_frame(ctx);
    }

    draw_flying(f);
    table_hint_frame(f); /* the Hint button, and the hint over the table once asked */
    if (on_since) {
        ctx->in.mouse_pressed = input.mouse_pressed;
        ctx->in.mouse_released = input.mouse_released;
        ctx->in.right_pressed = input.right_pressed;
        ctx->in.wheel_y = input.wheel_y;
    }
    table_since_frame(f);   /* what changed since a human's last turn, when the next begins */
    table_draw_enlarged(f); /* over it: a small Alhambra the mouse rests on, beside the players' column */
    table_tips_frame(f);    /* a first game's tip at each new kind of decision */
    table_scoring_moment(f);
    draw_banner(f);
    if (tin->show_scoring)
        table_scoring_overlay(f);

    if (asking) {
        ctx->in = input;
        ui_tooltips_covered(ctx); /* the table's tooltips stay under the question (they showed through it) */
        table_dialog_frame(ctx, t, f);
    }
    if (need_pass && t->dialog == TABLE_DIALOG_NONE)
        screen_pass_show(ctx, m->seats[f->mover].name, table_seat_colour(m, f->mover));

    ctx->scale = screen_scale;

    /* The end: once the last scoring has been shown, on to the results. Asked again now, not with the
     * frame's first answer: the click that confirmed the last placement (this frame) queued the final
     * scoring, which must play on the table first. */
    if (m->game.phase == ALH_PHASE_OVER && !anim_busy(&m->anim) && !m->results_shown) {
        m->results_shown = true;
        t->results_since = ctx->time;
        audio_play(ctx, SFX_END);
        app_set_screen(ctx, SCREEN_RESULTS);
    }
}
