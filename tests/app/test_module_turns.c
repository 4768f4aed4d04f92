/* SPDX-License-Identifier: MIT */
/*
 * Module moments within one's own turn, in prepared positions, headless: the Miser's card taken
 * with the mouse after the tile bought was placed (staged, not yet confirmed); the open tray's hint
 * in the action panel; an exchange card's use in the game log; diamonds and city gates on the
 * other players' side cards; squares flying from their piles, the vizier's tile from the market; a
 * coin paid with the mouse; the chests' purchase in the log.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <SDL_image.h>
#include "app_check.h"
#include "table.h"
#include "i18n.h"
#include "phrase.h"
#include "match.h"
#include "table_input.h"
#include "table_layout.h"
#include "table_module_actions.h"
#include "table_modules.h"
#include "ui.h"
#include "bazaars/bazaars.h"
#include "change/change.h"
#include "characters/characters.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"

static AppContext ctx;

enum { MISER = 3 }; /* the engine's character index (alh_character_name) */

static AlhCommand applied[256];
static int applied_count;

static void record(void *user, const AlhCommand *cmd)
{
    (void)user;
    if (applied_count < 256)
        applied[applied_count++] = *cmd;
}

static void step(void) { app_check_step(&ctx); }

static void settle(void) { app_check_settle(&ctx); }

static bool drawn(const char *id) { return app_check_drawn(&ctx, id); }

/* Every path here ends on a drawn frame, so a click finds the widgets of the current state. */
static bool click(const char *id) { return app_check_click(&ctx, id); }

/* Steps until the human may act and nothing animates. */
static bool wait_for_human(Match *m)
{
    for (int i = 0; i < 400; i++) {
        if (match_human_may_act(m) && ctx.screen == SCREEN_TABLE)
            return true;
        app_step(&ctx, 0.5);
    }
    return false;
}

/* A game with `modules` where seat `human` is the only human, set to position pos. */
static Match *start_at(const AlhGame *pos, uint64_t seed, uint32_t modules)
{
    AppNewGame g = {0};
    g.num_seats = pos->num_players;
    g.has_seed = true;
    g.seed = seed;
    g.modules = alh_modset_from_bits(modules);
    for (int p = 0; p < pos->num_players; p++) {
        g.seats[p].is_bot = p != pos->current;
        g.seats[p].bot_level = ALH_BOT_EASY;
        g.seats[p].colour = p;
    }
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g) || !app_match(&ctx))
        return NULL;
    Match *m = app_match(&ctx);
    m->game = *pos;
    m->shown = *pos;
    m->staged_count = 0;
    m->last_human = pos->current;
    match_set_hook(m, record, NULL);
    applied_count = 0;
    return m;
}

/* A match started at the position a search found; NULL, and a failed check saying what was looked
 * for, when the search found none. */
static Match *start_found(bool found, const char *what, const AlhGame *pos, uint64_t seed, uint32_t modules)
{
    CHECK(found, "%s", what);
    return found ? start_at(pos, seed, modules) : NULL;
}

/*
 * Random play from seeds 1, 2, ... (3 players, `modules` on, the random player drawing from `stream`)
 * until a position where `position` holds lists a command `command` accepts. False if none.
 */
typedef struct Wanted {
    uint32_t modules;
    uint64_t seeds;
    int moves, stream;
    bool (*position)(const AlhGame *g);
    bool (*command)(const AlhGame *g, const AlhCommand *c);
} Wanted;

static bool find_position(const Wanted *w, AlhGame *out, uint64_t *seed_out, AlhCommand *cmd)
{
    static AlhCommand cmds[8192];
    for (uint64_t seed = 1; seed < w->seeds; seed++) {
        AlhGame g;
        AlhSetup s = {.num_players = 3, .seed = seed, .modules = alh_modset_from_bits(w->modules)};
        if (alh_new_game(&g, &s, NULL) != ALH_OK)
            return false;
        AlhRng rng;
        alh_rng_seed(&rng, seed, (uint64_t)w->stream);
        for (int k = 0; k < w->moves && g.phase != ALH_PHASE_OVER; k++) {
            if (w->position(&g)) {
                size_t n = alh_legal_commands(&g, cmds, 8192);
                for (size_t i = 0; i < n && i < 8192; i++)
                    if (w->command(&g, &cmds[i])) {
                        *out = g;
                        *seed_out = seed;
                        *cmd = cmds[i];
                        return true;
                    }
            }
            AlhCommand c;
            if (alh_random_policy(&g, &rng, &c) != ALH_OK || alh_apply(&g, &c, NULL) != ALH_OK)
                break;
        }
    }
    return false;
}

/* ------------------------------------------------------------------ the Miser while staging */

/* The player to move owns the Miser (unused) and may buy a building of 10 or more without paying
 * exactly (the turn then goes on to placing). */
static bool miser_owner_to_act(const AlhGame *g)
{
    return g->phase == ALH_PHASE_ACTION && g->actions_this_turn == 0 && ((g->mod.characters.owned[g->current] >> MISER) & 1);
}

static bool buys_for_ten_not_exactly(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_BUY || alh_tile_info(g->market[c->space])->price < 10)
        return false;
    return alh_cards_sum(&c->cards, alh_market_currency(c->space)) != alh_tile_info(g->market[c->space])->price;
}

static bool find_miser_position(AlhGame *out, uint64_t *seed_out, AlhCommand *buy)
{
    const Wanted w = {1u << ALH_MOD_CHARACTERS, 3000, 500, 5, miser_owner_to_act, buys_for_ten_not_exactly};
    return find_position(&w, out, seed_out, buy);
}

static void miser_while_staged_test(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    bool found = find_miser_position(&pos, &seed, &buy);
    CHECK(found, "a position where the Miser's owner buys for 10 or more");
    if (!found)
        return;
    Match *m = start_at(&pos, seed, 1u << ALH_MOD_CHARACTERS);
    CHECK(m != NULL, "game starts");
    if (!m)
        return;
    int me = pos.current;
    CHECK(wait_for_human(m), "the buyer may act");
    CHECK(match_apply(&ctx, m, &buy) == ALH_OK, "the purchase");
    CHECK(m->game.phase == ALH_PHASE_PLACE && m->game.mod.characters.miser_ready, "placing, the Miser ready (phase %d)",
          m->game.phase);
    CHECK(wait_for_human(m), "the buyer places");
    settle();
    /* Before placing, the tray offers the Miser. */
    char group[48];
    snprintf(group, sizeof group, "table.mod.group.%d.%d", ALH_CMD_USE_CHARACTER, MISER);
    CHECK(drawn("table.mod.tray"), "the tray is there before placing");
    /* Place the tile bought (on the reserve: always legal); staging ends the turn, not yet confirmed. */
    const TableInput *in = (&ctx.table->in);
    int tile = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (m->game.where[t].loc == ALH_LOC_PENDING && m->game.where[t].owner == me)
            tile = t;
    char id[48];
    if (in->held_tile != tile) {
        snprintf(id, sizeof id, "table.pending.%d", tile);
        CHECK(click(id), "pick up the tile bought");
    }
    CHECK(click("table.to_reserve"), "to the reserve");
    CHECK(m->staged_count == 1 && match_stage_complete(m), "the placement is staged (%d)", m->staged_count);
    if (getenv("MODTURNS_SAVE")) /* to look at this moment in a real window (File > Continue) */
        match_save(&ctx, getenv("MODTURNS_SAVE"));
    settle();
    /* The Miser is still offered while the placement waits for confirmation, and the hint says so. */
    CHECK(drawn("table.mod.tray"), "the tray is offered while the placement is staged");
    CHECK(strcmp(ctx.table->hint, tr(&ctx, "table.hint_confirm_or_tray")) == 0,
          "the hint names the expansion actions before Confirm: \"%s\"", ctx.table->hint);
    CHECK(click("table.mod.tray") && table_mod_tray_open(ctx.table), "the tray opens");
    CHECK(drawn(group), "the Miser is in the tray while staged");
    /* Only powers of this moment: nothing that needs the start of the turn or the action phase. */
    int kinds_other = 0;
    for (int ch = 0; ch < ALH_NUM_CHARACTERS; ch++) {
        snprintf(id, sizeof id, "table.mod.group.%d.%d", ALH_CMD_USE_CHARACTER, ch);
        kinds_other += ch != MISER && drawn(id);
    }
    CHECK(kinds_other == 0, "%d other characters offered after the purchase", kinds_other);
    int hand_before = alh_cards_count(&m->game.players[me].hand);
    if (drawn(group)) {
        click(group);
        if (!table_mod_chosen(ctx.table))
            click("table.mod.cmd.0");
        CHECK(table_mod_chosen(ctx.table) && table_mod_chosen(ctx.table)->slots == MISER, "the Miser's card is chosen");
        CHECK(click("table.mod.confirm"), "confirm the Miser");
    }
    CHECK(applied_count >= 2 && applied[applied_count - 1].type == ALH_CMD_USE_CHARACTER &&
              applied[applied_count - 1].slots == MISER,
          "the Miser was applied (%d commands)", applied_count);
    CHECK(alh_cards_count(&m->game.players[me].hand) == hand_before + 1, "one card more in hand (%d -> %d)", hand_before,
          alh_cards_count(&m->game.players[me].hand));
    CHECK(m->staged_count == 1 && m->staged[0].type == ALH_CMD_RESERVE && m->staged[0].tile == tile,
          "the placement is still staged after the Miser (%d)", m->staged_count);
    CHECK(!drawn("table.mod.tray") || !drawn(group), "the Miser is not offered twice");
    step();
    int miser_at = applied_count - 1;
    CHECK(click("table.confirm"), "confirm the turn");
    CHECK(m->staged_count == 0 && applied_count > miser_at + 1 && applied[miser_at + 1].type == ALH_CMD_RESERVE &&
              applied[miser_at + 1].tile == tile,
          "the placement applied after the Miser");
    CHECK(m->game.where[tile].loc == ALH_LOC_RESERVE, "the tile is on the reserve");
    /* The commands replay in the order applied. */
    AlhGame check = pos;
    int bad = 0;
    for (int i = 0; i < applied_count; i++)
        bad += alh_apply(&check, &applied[i], NULL) != ALH_OK;
    CHECK(bad == 0 && alh_game_hash(&check) == alh_game_hash(&m->game), "the applied commands replay (%d refused)", bad);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ the tray's hint */

static SDL_Surface *grab(void)
{
    app_step(&ctx, 0.05);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, ctx.width, ctx.height, 32, SDL_PIXELFORMAT_ARGB8888);
    if (s && SDL_RenderReadPixels(ctx.renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        s = NULL;
    }
    SDL_RenderPresent(ctx.renderer);
    return s;
}

/* Pixels that differ inside rect r of two pictures of the same size. */
static int pixels_differ(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h && y < a->h; y++)
        for (int x = r.x; x < r.x + r.w && x < a->w; x++) {
            uint32_t pa = ((const uint32_t *)((const uint8_t *)a->pixels + (size_t)y * (size_t)a->pitch))[x];
            uint32_t pb = ((const uint32_t *)((const uint8_t *)b->pixels + (size_t)y * (size_t)b->pitch))[x];
            n += (pa & 0xFFFFFF) != (pb & 0xFFFFFF);
        }
    return n;
}

static void tray_hint_test(void)
{
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    g.seed = 21;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_SQUARES); /* a square may be taken on every turn: the tray is there */
    for (int p = 0; p < 3; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    CHECK(app_start_new_game(&ctx, &g), "game starts");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    m->last_human = alh_to_move(&m->game);
    CHECK(wait_for_human(m), "the first player may act");
    settle();
    CHECK(drawn("table.mod.tray") && !table_mod_tray_open(ctx.table), "the tray button, closed");
    TableLayout L;
    table_layout_compute_modules(&L, ctx.width, ctx.height, 3, false, false, m->game.modules);
    SDL_Rect hint = L.actions;
    hint.h /= 3; /* the hint's first lines, above the buttons */
    SDL_Surface *closed = grab();
    CHECK(click("table.mod.tray") && table_mod_tray_open(ctx.table), "the tray opens");
    SDL_Surface *open = grab();
    int changed = closed && open ? pixels_differ(closed, open, hint) : 0;
    CHECK(changed > 200, "the hint changes when the tray opens (%d pixels)", changed);
    /* Closed again, the base hint is back. */
    CHECK(click("table.mod.tray") && !table_mod_tray_open(ctx.table), "the tray closes");
    SDL_Surface *again = grab();
    int back = closed && again ? pixels_differ(closed, again, hint) : -1;
    CHECK(back == 0, "the base hint is back when the tray closes (%d pixels differ)", back);
    SDL_FreeSurface(closed);
    SDL_FreeSurface(open);
    SDL_FreeSurface(again);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ the exchange card in the log */

static bool action_phase(const AlhGame *g) { return g->phase == ALH_PHASE_ACTION; }

static bool buys_with_exchange_card(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    for (int e = ALH_CARD_EXCHANGE_FIRST; c->type == ALH_CMD_BUY && e < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; e++)
        if (alh_cards_has(&c->cards, e))
            return true;
    return false;
}

static bool find_exchange_buy(AlhGame *out, uint64_t *seed_out, AlhCommand *buy)
{
    const Wanted w = {1u << ALH_MOD_EXCHANGE, 2000, 400, 9, action_phase, buys_with_exchange_card};
    return find_position(&w, out, seed_out, buy);
}

static void exchange_log_test(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    bool found = find_exchange_buy(&pos, &seed, &buy);
    Match *m = start_found(found, "a purchase with an exchange card", &pos, seed, 1u << ALH_MOD_EXCHANGE);
    if (!m)
        return;
    int card = -1;
    for (int e = ALH_CARD_EXCHANGE_FIRST; e < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; e++)
        if (alh_cards_has(&buy.cards, e))
            card = e;
    int pair[2] = {0, 0};
    alh_exchange_currencies(card, pair);
    char key[48], a[48], b[48], want[MATCH_LOG_TEXT * 2], text[MATCH_LOG_TEXT * 2];
    phrase_noun(&ctx, a, sizeof a, phrase_currency_noun(pair[0], key, sizeof key), NULL);
    phrase_noun(&ctx, b, sizeof b, phrase_currency_noun(pair[1], key, sizeof key), NULL);
    PHRASE(&ctx, want, "mod.log_exchange", PH_TEXT("who", m->seats[pos.current].name), PH_TEXT("a", a), PH_TEXT("b", b));
    CHECK(strcmp(want, "mod.log_exchange") != 0 && strstr(want, a) && strstr(want, b) && !strchr(want, '{'),
          "the log line has words: %s", want);
    int before = m->log_count;
    CHECK(match_apply(&ctx, m, &buy) == ALH_OK, "the purchase with the exchange card");
    bool logged = false;
    for (int i = before; i < m->log_count; i++) {
        match_log_text(&ctx, m, &m->log[i], text, sizeof text);
        logged |= strcmp(text, want) == 0 && m->log[i].player == pos.current;
        printf("  log: %s\n", text);
    }
    CHECK(logged, "the log says the exchange card was used: \"%s\"", want);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ the side cards */

/* Pixels of the gem's colours (body, facet, crown) inside r. */
static int gem_pixels(SDL_Surface *s, SDL_Rect r)
{
    static const int colours[3] = {0x5FB3D9, 0x8FD0EA, 0xBFE6F5};
    int n = 0;
    for (int y = r.y; y < r.y + r.h && y < s->h; y++)
        for (int x = r.x; x < r.x + r.w && x < s->w; x++) {
            uint32_t p = ((const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
            for (int k = 0; k < 3; k++) {
                int dr = (int)((p >> 16) & 255) - (colours[k] >> 16), dg = (int)((p >> 8) & 255) - ((colours[k] >> 8) & 255),
                    db = (int)(p & 255) - (colours[k] & 255);
                if (dr * dr + dg * dg + db * db < 400) {
                    n++;
                    break;
                }
            }
        }
    return n;
}

static SDL_Surface *picture(const char *name, int w, int h)
{
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%s%s", ctx.pref_path, name);
    if (!app_render_to_png(&ctx, SCREEN_TABLE, w, h, path))
        return NULL;
    SDL_Surface *raw = IMG_Load(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!getenv("MODTURNS_KEEP"))
        remove(path);
    return s;
}

static void side_card_test(int w, int h)
{
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    g.seed = 31;
    g.modules = alh_modset_from_bits((1u << ALH_MOD_DIAMONDS) | (1u << ALH_MOD_CITY_GATES));
    for (int p = 0; p < 3; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    CHECK(app_start_new_game(&ctx, &g), "game starts");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    int mover = alh_to_move(&m->game), other = (mover + 1) % 3;
    m->last_human = mover;
    TableLayout L;
    table_layout_compute_modules(&L, w, h, 3, false, false, m->game.modules);
    SDL_Rect card = L.others[other]; /* the cards are in seat order */
    SDL_Rect left = {card.x, card.y, card.w / 2, card.h}, right = {card.x + card.w / 2, card.y, card.w / 2, card.h};
    /* Diamonds 5 and 3 in the other player's hand (drawing reads the hand only). */
    AlhPlayer *pl = &m->game.players[other];
    memset(&pl->hand, 0, sizeof pl->hand);
    alh_cards_add(&pl->hand, ALH_CARD_DIAMOND_FIRST);
    alh_cards_add(&pl->hand, ALH_CARD_DIAMOND_FIRST + 1);
    m->shown = m->game;
    SDL_Surface *plain = picture("side-plain.png", w, h);
    CHECK(plain != NULL, "screenshot");
    int gems = plain ? gem_pixels(plain, left) : 0;
    CHECK(gems > 8, "%dx%d: a diamond sum on the other player's card (%d gem pixels)", w, h, gems);
    /* Two city gates in the other player's Alhambra: drawn on its small board. */
    AlhCityGatesState *cg = &m->game.mod.city_gates;
    cg->gate_count = 2;
    cg->gate_owner[0] = cg->gate_owner[1] = (uint8_t)other;
    cg->gate_side[0] = ALH_NORTH;
    cg->gate_side[1] = ALH_WEST;
    m->shown = m->game;
    SDL_Surface *gated = picture("side-gates.png", w, h);
    int changed = plain && gated ? pixels_differ(plain, gated, right) : 0;
    CHECK(changed > 20, "%dx%d: city gates drawn on the small board (%d pixels changed)", w, h, changed);
    SDL_FreeSurface(plain);
    SDL_FreeSurface(gated);
    /* The home player's hand header: a gem and the diamonds' sum, which changes with a diamond more. */
    AlhPlayer *home = &m->game.players[mover];
    SDL_Rect header = {L.hand.x + L.hand.w / 2, L.hand.y, L.hand.w / 2, 36 * h / 1080 + 8};
    for (int d = ALH_CARD_DIAMOND_FIRST; d < ALH_CARD_DIAMOND_FIRST + ALH_NUM_DIAMONDS; d++)
        alh_cards_remove(&home->hand, d);
    m->shown = m->game;
    SDL_Surface *no_gem = picture("hand-0.png", w, h);
    alh_cards_add(&home->hand, ALH_CARD_DIAMOND_FIRST + 2);
    m->shown = m->game;
    SDL_Surface *gem = picture("hand-1.png", w, h);
    int gem_px = gem ? gem_pixels(gem, header) : -1, sum_changed = no_gem && gem ? pixels_differ(no_gem, gem, header) : 0;
    CHECK(gem_px > 8 && sum_changed > 10, "%dx%d: the hand's header shows the diamonds' sum (%d gem pixels, %d changed)", w, h,
          gem_px, sum_changed);
    SDL_FreeSurface(no_gem);
    SDL_FreeSurface(gem);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ flights from the modules' piles */

/* The tile's flight queued in the match's animations, or NULL. */
static const AnimItem *flight_of(const Match *m, int tile)
{
    for (int i = 0; i < m->anim.count; i++)
        if (m->anim.items[i].kind == ANIM_TILE && m->anim.items[i].tile == tile)
            return &m->anim.items[i];
    return NULL;
}

static TableFrame frame_for(Match *m, int mover)
{
    TableFrame f = {0};
    f.ctx = &ctx;
    f.m = m;
    f.g = &m->shown;
    f.home = f.mover = f.board_player = mover;
    table_layout_compute_modules(&f.L, ctx.width, ctx.height, m->game.num_players, false, false, m->game.modules);
    return f;
}

static bool centre_inside(SDL_FRect r, SDL_Rect box)
{
    float cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    return box.w > 0 && cx >= (float)box.x && cx <= (float)(box.x + box.w) && cy >= (float)box.y && cy <= (float)(box.y + box.h);
}

/* A square taken flies from its colour's pile in the modules' panel to the tiles to place. */
static void square_flight_test(void)
{
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    g.seed = 41;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_SQUARES);
    for (int p = 0; p < 3; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    CHECK(app_start_new_game(&ctx, &g), "game starts");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    int mover = alh_to_move(&m->game);
    m->last_human = mover;
    static AlhCommand cmds[4096];
    size_t n = alh_legal_commands(&m->game, cmds, 4096);
    AlhCommand take = {0};
    for (size_t i = 0; i < n && i < 4096; i++)
        if (cmds[i].type == ALH_CMD_TAKE_SQUARE)
            take = cmds[i];
    CHECK(take.type == ALH_CMD_TAKE_SQUARE, "a square may be taken");
    int tile = 0; /* the pile's top square: where[] holds its pile and depth */
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (m->game.where[t].loc == ALH_LOC_SUPPLY && m->game.where[t].x == take.space && m->game.where[t].y == 0)
            tile = t;
    m->anim.factor = 1.0f; /* normal speed (headless clients are instant otherwise); no frame runs meanwhile */
    CHECK(match_apply(&ctx, m, &take) == ALH_OK, "take the square");
    const AnimItem *it = flight_of(m, tile);
    CHECK(it && it->from.kind == AP_MODULE && it->from.x == ALH_MOD_SQUARES && it->from.index == take.space &&
              it->to.kind == AP_PENDING && it->to.player == mover,
          "the square %d flies from pile %d to the tiles to place", tile, take.space);
    if (it) {
        TableFrame f = frame_for(m, mover);
        TableModulesLayout ml;
        table_modules_layout(&f, &ml);
        SDL_Rect pile = table_modules_place(&f, ALH_MOD_SQUARES, take.space), sq = ml.section[ALH_MOD_SQUARES];
        CHECK(pile.w > 0 && pile.x >= sq.x && pile.y >= sq.y && pile.x + pile.w <= sq.x + sq.w && pile.y + pile.h <= sq.y + sq.h,
              "the pile lies in the squares' section of the panel");
        SDL_FRect from = table_anim_rect(&f, it->from, true), to = table_anim_rect(&f, it->to, true);
        CHECK(centre_inside(from, pile), "the flight starts on the pile");
        CHECK(centre_inside(to, f.L.pending), "the flight ends on the tiles to place");
        CHECK(from.w > 4 && from.w <= (float)pile.w + 0.5f, "a tile the pile's size (%.0f)", from.w);
        CHECK(anim_hides_tile(&m->anim, tile), "the square is not drawn among the tiles to place while it flies");
    }
    anim_skip(&m->anim);
    match_end(&ctx);
}

/* The vizier's purchase flies from the market before it is built (not from the tiles to place). */
static bool vizier_window(const AlhGame *g) { return g->phase == ALH_PHASE_VIZIER; }

static bool vizier_buys_without_gate_card(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    return c->type == ALH_CMD_VIZIER_BUY && c->slots == 0;
}

static bool find_vizier_buy(AlhGame *out, uint64_t *seed_out, AlhCommand *buy)
{
    const Wanted w = {1u << ALH_MOD_VIZIER, 2000, 400, 13, vizier_window, vizier_buys_without_gate_card};
    return find_position(&w, out, seed_out, buy);
}

static void vizier_flight_test(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    bool found = find_vizier_buy(&pos, &seed, &buy);
    Match *m = start_found(found, "a purchase with the vizier", &pos, seed, 1u << ALH_MOD_VIZIER);
    if (!m)
        return;
    int tile = pos.market[buy.space];
    m->anim.factor = 1.0f; /* normal speed (headless clients are instant otherwise); no frame runs meanwhile */
    CHECK(match_apply(&ctx, m, &buy) == ALH_OK, "the vizier's purchase");
    const AnimItem *it = flight_of(m, tile);
    CHECK(it && it->from.kind == AP_MARKET && it->from.index == buy.space,
          "the vizier's tile %d first flies from market space %d", tile, buy.space);
    anim_skip(&m->anim);
    match_end(&ctx);
}

/* The vizier's prompt, a building chosen: it names the gold gate bars only in a game with the city
 * gates (it once told a player of a game without them to click "a gold gate bar"). */
static void vizier_hint_test(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    bool found = find_vizier_buy(&pos, &seed, &buy);
    Match *m = start_found(found, "a purchase with the vizier", &pos, seed, 1u << ALH_MOD_VIZIER);
    if (!m)
        return;
    for (int p = 0; p < pos.num_players; p++)
        m->seats[p].is_bot = p != buy.player; /* the player asked is the one at the screen */
    m->last_human = buy.player;
    for (int i = 0; i < 20 && !drawn("table.mod.decline"); i++) {
        if (drawn("pass.ready"))
            click("pass.ready");
        else
            step();
    }
    CHECK(drawn("table.mod.decline"), "the vizier's prompt");
    char id[32];
    /* A space that cannot be paid exactly first: its refusal goes once another building is chosen
     * (it stayed over the prompt for seconds, saying "You cannot pay exactly..."). */
    int refused = -1;
    static AlhCommand legal[512];
    size_t n = alh_legal_commands(&m->game, legal, 512);
    for (int s = 0; s < ALH_MARKET_SPACES && refused < 0; s++) {
        bool payable = false;
        for (size_t i = 0; i < n && i < 512; i++)
            payable |= legal[i].type == ALH_CMD_VIZIER_BUY && legal[i].space == s;
        if (m->game.market[s] && !payable)
            refused = s;
    }
    CHECK(refused >= 0, "a market space the vizier cannot buy");
    if (refused >= 0) {
        snprintf(id, sizeof id, "table.market.%d", refused);
        CHECK(click(id) && ctx.table->in.notice[0], "refused: \"%s\"", ctx.table->in.notice);
    }
    snprintf(id, sizeof id, "table.market.%d", buy.space);
    CHECK(click(id), "a click on market space %d", buy.space);
    CHECK(ctx.table->in.notice[0] == '\0', "the refusal is gone once a building is chosen: \"%s\"", ctx.table->in.notice);
    step();
    for (int c = 0; c < ALH_HAND_CARD_END; c++) /* the exact payment of the purchase found */
        if (alh_cards_has(&buy.cards, c) != alh_cards_has(&ctx.table->in.pay_sel, c)) {
            snprintf(id, sizeof id, "table.hand.%d", c);
            click(id);
        }
    step();
    CHECK(strstr(ctx.table->hint, tr(&ctx, "table.to_reserve")) != NULL, "the prompt to build it: \"%s\"", ctx.table->hint);
    /* the exact payment with its currency ("Exact payment of 9 dirhams", it said "of 9") */
    char amount[64], cur[32];
    AlhBuySpace bs = alh_buy_space(&m->game, buy.space);
    PHRASE(&ctx, amount, "log.card", PH_NUM("n", bs.price), PH_NOUN("cur", phrase_currency_noun(bs.currency, cur, sizeof cur)));
    CHECK(strstr(ctx.table->hint, amount) != NULL, "the exact payment with its currency (%s): \"%s\"", amount, ctx.table->hint);
    CHECK(strstr(ctx.table->hint, "gate") == NULL, "no gate bar named without the city gates: \"%s\"", ctx.table->hint);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ asked with nothing to do */

/* The window after a turn (the vizier hosts it) asks a player for their thieves, and none of them
 * matches a money card on display: the player may only let the moment pass. */
static bool thieves_only_decline(const AlhGame *g)
{
    static AlhCommand cmds[64];
    return g->phase == ALH_PHASE_VIZIER && alh_window_offers_module(g, ALH_MOD_THIEVES, g->current) &&
           alh_legal_commands(g, cmds, 64) == 1 && cmds[0].type == ALH_CMD_DECLINE;
}

static bool declines(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    return c->type == ALH_CMD_DECLINE;
}

/* The prompt says why the player is asked and that nothing can be done, and its button lets the
 * moment pass: it said only "Player 1, the turn is over." over a Decline button (seen under Xvfb). */
static void window_nothing_test(void)
{
    const uint32_t modules = (1u << ALH_MOD_VIZIER) | (1u << ALH_MOD_THIEVES);
    const Wanted w = {modules, 400, 300, 17, thieves_only_decline, declines};
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand decline;
    bool found = find_position(&w, &pos, &seed, &decline);
    Match *m = start_found(found, "a player asked for thieves that match no card on display", &pos, seed, modules);
    if (!m)
        return;
    for (int i = 0; i < 20 && !drawn("table.mod.decline"); i++) {
        if (drawn("pass.ready"))
            click("pass.ready");
        else
            step();
    }
    CHECK(drawn("table.mod.decline"), "the window's prompt");
    TextTrace trace = {0};
    bool pass = false;
    if (app_check_trace_alloc(&trace)) {
        ctx.text_trace = &trace;
        step();
        ctx.text_trace = NULL;
        for (int k = trace.last_frame; k < trace.count; k++)
            pass |= strcmp(trace.items[k].text, tr(&ctx, "mod.window_pass")) == 0;
        free(trace.items);
    }
    CHECK(strstr(ctx.table->hint, tr(&ctx, "mod.thief_hint_none_more")) != NULL, "the prompt says no thief can act: \"%s\"",
          ctx.table->hint);
    CHECK(pass, "the button lets the moment pass (\"%s\")", tr(&ctx, "mod.window_pass"));
    CHECK(click("table.mod.decline") && applied_count >= 1 && applied[0].type == ALH_CMD_DECLINE, "and does (%d commands)",
          applied_count);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ coins paid with the mouse */

static bool buys_with_coin(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    if (c->type != ALH_CMD_BUY || c->space >= ALH_MARKET_SPACES)
        return false;
    bool coin = false, money = false;
    ALH_CARDS_FOREACH(&c->cards, card) {
        coin |= alh_card_is_coin(card);
        money |= alh_card_is_money(card);
    }
    return coin && money;
}

/* Change: a coin in the hand is clicked into a payment like a card (with money of its currency),
 * the buy button pays; the log says the change a purchase drew. */
static void coin_payment_test(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    const Wanted w = {1u << ALH_MOD_CHANGE, 400, 400, 13, action_phase, buys_with_coin};
    bool found = find_position(&w, &pos, &seed, &buy);
    Match *m = start_found(found, "a purchase paid with a coin and money", &pos, seed, 1u << ALH_MOD_CHANGE);
    if (!m)
        return;
    CHECK(wait_for_human(m), "the buyer may act");
    settle();
    char id[48];
    snprintf(id, sizeof id, "table.market.%d", buy.space);
    CHECK(click(id), "choose the building");
    /* Clicking the building may choose a payment already: click cards until the choice is the one wanted. */
    const AlhCardSet *sel = &ctx.table->in.pay_sel;
    for (int k = 0; k < 20 && !alh_cards_equal(sel, &buy.cards); k++) {
        int card = -1;
        for (int c = 0; c < ALH_HAND_CARD_END && card < 0; c++)
            if (alh_cards_has(&buy.cards, c) != alh_cards_has(sel, c))
                card = c;
        step();
        snprintf(id, sizeof id, "table.hand.%d", card);
        if (!click(id))
            break;
    }
    CHECK(alh_cards_equal(sel, &buy.cards), "the payment chosen with the mouse holds the coin (%d cards)", alh_cards_count(sel));
    step();
    CHECK(click("table.buy"), "buy");
    CHECK(applied_count >= 1 && applied[0].type == ALH_CMD_BUY && alh_cards_equal(&applied[0].cards, &buy.cards),
          "the purchase applied with the coin (%d commands)", applied_count);
    match_end(&ctx);
    /* The coin paid flies back into the bag (the change's place in the modules' panel), not to
     * the discard pile. */
    m = start_at(&pos, seed, 1u << ALH_MOD_CHANGE);
    if (!m)
        return;
    CHECK(wait_for_human(m), "the buyer may act again");
    m->anim.factor = 1.0f; /* normal speed (headless clients are instant otherwise); no frame runs meanwhile */
    CHECK(match_apply(&ctx, m, &buy) == ALH_OK, "the purchase again");
    int coin_flights = 0, to_bag = 0;
    for (int i = 0; i < m->anim.count; i++) {
        const AnimItem *it = &m->anim.items[i];
        if (it->kind != ANIM_CARD || !alh_card_is_coin(it->card) || !alh_cards_has(&buy.cards, it->card))
            continue;
        coin_flights++;
        to_bag += it->to.kind == AP_MODULE && it->to.x == ALH_MOD_CHANGE;
    }
    CHECK(coin_flights > 0 && to_bag == coin_flights, "the coins paid fly to the bag (%d of %d)", to_bag, coin_flights);
    anim_skip(&m->anim);
    match_end(&ctx);
}

static bool auction_phase(const AlhGame *g) { return g->phase == ALH_PHASE_AUCTION; }

static bool bids_with_change(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    return c->type == ALH_CMD_BID && c->space != 0;
}

/* Before any card is chosen the bid's button reads "Bid" ("Offrir"), not "Bid 0". */
static void bid_label_before_choosing(const AlhCardSet *sel)
{
    CHECK(alh_cards_empty(sel), "no card chosen for the bid yet (%d)", alh_cards_count(sel));
    for (int lang = 0; lang < 2; lang++) {
        i18n_set_language(&ctx, lang ? "fr" : "en");
        TextTrace trace = {0};
        if (!app_check_trace_alloc(&trace))
            return;
        step();
        ctx.text_trace = &trace;
        step();
        ctx.text_trace = NULL;
        char zero[32];
        trf(&ctx, zero, sizeof zero, "mod.bid", "0", NULL);
        bool plain = false, bid0 = false;
        for (int i = trace.last_frame; i < trace.count; i++) {
            plain |= !strcmp(trace.items[i].text, tr(&ctx, "mod.bid_none"));
            bid0 |= !strcmp(trace.items[i].text, zero);
        }
        CHECK(plain && !bid0, "%s: the bid's button says \"%s\" (%d), not \"%s\" (%d)", lang ? "fr" : "en",
              tr(&ctx, "mod.bid_none"), plain, zero, bid0);
        free(trace.items);
    }
    i18n_set_language(&ctx, "en");
    step();
}

/* Change and characters: the cards chosen for a bid are more than the lowest raise needs, and the
 * panel offers "Bid N + change" beside "Bid". CHANGE_SHOT=file.png saves that moment. */
static void change_bid_test(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand bid;
    uint32_t mods = (1u << ALH_MOD_CHANGE) | (1u << ALH_MOD_CHARACTERS);
    const Wanted w = {mods, 400, 400, 17, auction_phase, bids_with_change};
    bool found = find_position(&w, &pos, &seed, &bid);
    Match *m = start_found(found, "an auction where a bid with change is listed", &pos, seed, mods);
    if (!m)
        return;
    CHECK(wait_for_human(m), "the bidder may act");
    settle();
    char id[48];
    const AlhCardSet *sel = &ctx.table->in.pay_sel;
    bid_label_before_choosing(sel);
    for (int k = 0; k < 20 && !alh_cards_equal(sel, &bid.cards); k++) {
        int card = -1;
        for (int c = 0; c < ALH_HAND_CARD_END && card < 0; c++)
            if (alh_cards_has(&bid.cards, c) != alh_cards_has(sel, c))
                card = c;
        step();
        snprintf(id, sizeof id, "table.hand.%d", card);
        if (!click(id))
            break;
    }
    CHECK(alh_cards_equal(sel, &bid.cards), "the bid's cards chosen with the mouse (%d cards)", alh_cards_count(sel));
    step();
    if (getenv("CHANGE_SHOT")) {
        SDL_Surface *shot = grab();
        if (shot) {
            IMG_SavePNG(shot, getenv("CHANGE_SHOT"));
            SDL_FreeSurface(shot);
        }
    }
    /* The hint above the buttons, in French too (the longest): no word of it under the bid with change. */
    for (int lang = 0; lang < 2; lang++) {
        i18n_set_language(&ctx, lang ? "fr" : "en");
        TextTrace trace = {0};
        trace.items = calloc(4096, sizeof *trace.items);
        trace.cap = 4096;
        step();
        ctx.text_trace = &trace;
        step();
        ctx.text_trace = NULL;
        SDL_Rect button;
        bool shown = ui_widget_rect(&ctx, "table.mod.bid_change", &button);
        int under = 0;
        for (int i = trace.last_frame; shown && i < trace.count; i++) {
            SDL_Rect t = trace.items[i].rect, cut;
            if (SDL_IntersectRect(&t, &button, &cut) && cut.h > 2 && !strstr(trace.items[i].text, "+"))
                under++;
        }
        CHECK(shown && under == 0, "%s: %d strings of the hint under the bid with change", lang ? "fr" : "en", under);
        free(trace.items);
    }
    i18n_set_language(&ctx, "en");
    step();
    CHECK(click("table.mod.bid_change"), "the panel offers the bid with change");
    CHECK(applied_count >= 1 && applied[0].type == ALH_CMD_BID && applied[0].space == bid.space &&
              alh_cards_equal(&applied[0].cards, &bid.cards),
          "the bid of %d with change applied (%d commands)", bid.space, applied_count);
    match_end(&ctx);
}

/* ------------------------------------------------------------------ a bazaar bought with the mouse */

static bool acting(const AlhGame *g) { return g->phase == ALH_PHASE_ACTION; }

static bool buys_a_bazaar(const AlhGame *g, const AlhCommand *c)
{
    return c->type == ALH_CMD_BUY && c->space >= ALH_MARKET_SPACES && alh_tile_is_bazaar(alh_buy_space(g, c->space).tile);
}

/* A bazaar beside the market is chosen by a click in the modules' panel like a market tile: the
 * exact payment is suggested, and Buy buys it at its buying space (5 and on). */
static void bazaar_buy_test(void)
{
    const Wanted w = {1u << ALH_MOD_BAZAARS, 400, 300, 9, acting, buys_a_bazaar};
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    bool found = find_position(&w, &pos, &seed, &buy);
    CHECK(found, "a position where the player to move can buy a bazaar");
    if (!found)
        return;
    Match *m = start_at(&pos, seed, 1u << ALH_MOD_BAZAARS);
    CHECK(m != NULL, "game starts");
    if (!m)
        return;
    CHECK(wait_for_human(m), "the buyer may act");
    settle();
    int tile = alh_buy_space(&m->game, buy.space).tile;
    char id[48];
    snprintf(id, sizeof id, "table.market.%d", buy.space); /* its buying space, named like the market's */
    CHECK(drawn(id), "the bazaar is shown beside the market (%s)", id);
    CHECK(click(id), "choose the bazaar");
    CHECK(ctx.table->in.market_sel == buy.space, "its buying space is chosen (%d, want %d)", ctx.table->in.market_sel, buy.space);
    AlhBuySpace bs = alh_buy_space(&m->game, buy.space);
    CHECK(alh_cards_money(&m->game, &ctx.table->in.pay_sel, bs.currency) == bs.price, "the exact payment is suggested");
    step();
    CHECK(click("table.buy"), "buy it");
    CHECK(applied_count >= 1 && applied[applied_count - 1].type == ALH_CMD_BUY && applied[applied_count - 1].space == buy.space,
          "the purchase was applied");
    CHECK(m->game.where[tile].loc == ALH_LOC_PENDING && m->game.where[tile].owner == pos.current,
          "the bazaar waits to be placed");
    CHECK(m->game.bonus_action == 1, "exact: another action");
}

/* The Rich Patron buys a bazaar: the log says the price the market set for it (it said "price 0",
 * a bazaar having no price of its own). */
static void patron_bazaar_log_test(void)
{
    uint32_t mods = (1u << ALH_MOD_BAZAARS) | (1u << ALH_MOD_CHARACTERS);
    const Wanted w = {mods, 400, 300, 9, acting, buys_a_bazaar};
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    bool found = find_position(&w, &pos, &seed, &buy);
    CHECK(found, "a position with a bazaar on offer");
    if (!found)
        return;
    pos.mod.characters.owned[pos.current] |= (uint16_t)(1u << ALH_CHAR_PATRON); /* the buyer holds the Patron */
    pos.mod.characters.gone &= (uint16_t) ~(1u << ALH_CHAR_PATRON);
    AlhCommand use = {.type = ALH_CMD_USE_CHARACTER, .player = pos.current, .slots = ALH_CHAR_PATRON, .space = buy.space};
    CHECK(alh_check(&pos, &use) == ALH_OK, "the Patron may buy the bazaar");
    Match *m = start_at(&pos, seed, mods);
    if (!m)
        return;
    AlhBuySpace bs = alh_buy_space(&m->game, buy.space);
    char want[32], text[MATCH_LOG_TEXT * 2];
    snprintf(want, sizeof want, "(price %d)", bs.price);
    int before = m->log_count;
    CHECK(match_apply(&ctx, m, &use) == ALH_OK, "the Patron's purchase");
    bool logged = false;
    for (int i = before; i < m->log_count; i++) {
        match_log_text(&ctx, m, &m->log[i], text, sizeof text);
        logged |= strstr(text, want) != NULL && m->log[i].player == pos.current;
        printf("  log: %s\n", text);
    }
    CHECK(bs.price > 0 && logged, "the log names the bazaar's price: %s", want);
    match_end(&ctx);
}

static bool buys_chests(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    return c->type == ALH_CMD_BUY_CHESTS;
}

/* A purchase of chests is logged with what its total is ("with a florin 5 and a dinar 3: 8 in
 * all"), in English and French: the line ended in a bare "(8)." */
static void chests_log_test(void)
{
    const Wanted w = {1u << ALH_MOD_TREASURE_CHAMBER, 400, 300, 9, acting, buys_chests};
    AlhGame pos;
    uint64_t seed = 0;
    AlhCommand buy;
    Match *m = start_found(find_position(&w, &pos, &seed, &buy), "a position where chests can be bought", &pos, seed,
                           1u << ALH_MOD_TREASURE_CHAMBER);
    if (!m)
        return;
    int before = m->log_count;
    CHECK(match_apply(&ctx, m, &buy) == ALH_OK, "the chests' purchase");
    static const char *const langs[2][2] = {{"en", " in all."}, {"fr", " au total."}};
    for (int l = 0; l < 2; l++) {
        i18n_set_language(&ctx, langs[l][0]);
        bool logged = false;
        for (int i = before; i < m->log_count; i++) {
            char text[MATCH_LOG_TEXT * 2];
            if (strcmp(m->log[i].key, "mod.log_chests_bought") != 0)
                continue;
            match_log_text(&ctx, m, &m->log[i], text, sizeof text);
            size_t n = strlen(text), end = strlen(langs[l][1]);
            logged = n > end && !strcmp(text + n - end, langs[l][1]);
            printf("  log: %s\n", text);
        }
        CHECK(logged, "%s: the chests' line says what its total is (\"...%s\")", langs[l][0], langs[l][1]);
    }
    i18n_set_language(&ctx, "en");
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    ctx.no_curtain = true;
    miser_while_staged_test();
    tray_hint_test();
    exchange_log_test();
    side_card_test(1280, 720);
    side_card_test(1920, 1080);
    square_flight_test();
    vizier_flight_test();
    vizier_hint_test();
    window_nothing_test();
    coin_payment_test();
    change_bid_test();
    bazaar_buy_test();
    patron_bazaar_log_test();
    chests_log_test();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
