/* SPDX-License-Identifier: MIT */
/*
 * Cards and tiles fly to where their owner's things are drawn, in the frame the table draws while
 * they fly: money taken lands in the taker's hand as shown (the hand panel when it is theirs, else
 * their card on the side), never in the hand panel of the player who moves next (table mode) or of
 * the person at the screen (a bot's taking); a tile bought lands among the buyer's tiles to place.
 */
#include <stdio.h>
#include <string.h>
#include "app_check.h"
#include "table.h"

static AppContext ctx;

static bool centre_inside(SDL_FRect r, SDL_Rect box)
{
    float cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    return box.w > 0 && cx >= (float)box.x && cx <= (float)(box.x + box.w) && cy >= (float)box.y && cy <= (float)(box.y + box.h);
}

/* A legal command of this type for the player to move (the first the engine lists), false if none. */
static bool legal_of_type(const AlhGame *g, int type, AlhCommand *out)
{
    static AlhCommand cmds[4096];
    size_t n = alh_legal_commands(g, cmds, 4096);
    for (size_t i = 0; i < n && i < 4096; i++)
        if (cmds[i].type == type) {
            *out = cmds[i];
            return true;
        }
    return false;
}

/* Applies cmd with animations at normal speed (a headless client's are instant otherwise), no frame
 * run meanwhile: the flights stay queued. */
static bool apply_animated(Match *m, const AlhCommand *cmd)
{
    for (int i = 0; i < 8 && anim_busy(&m->anim); i++) { /* the flights before it landed, a scoring seen */
        anim_skip(&m->anim);
        anim_release(&m->anim);
    }
    m->anim.factor = 1.0f;
    return match_apply(&ctx, m, cmd) == ALH_OK;
}

/* The queued flight of a card or tile to (or from, when !to) a place of this kind, or NULL. */
static const AnimItem *flight(const Match *m, int kind, int place_kind, bool to)
{
    for (int i = 0; i < m->anim.count; i++) {
        const AnimItem *it = &m->anim.items[i];
        if (it->kind == kind && (to ? it->to.kind : it->from.kind) == place_kind)
            return it;
    }
    return NULL;
}

/* The mover takes money; its flight must end where the frame drawn now shows the taker's hand. */
static void check_taking(Match *m, const char *what)
{
    int taker = alh_to_move(&m->game);
    AlhCommand take;
    CHECK(legal_of_type(&m->game, ALH_CMD_TAKE_MONEY, &take) && apply_animated(m, &take), "%s: money taken", what);
    const AnimItem *it = flight(m, ANIM_CARD, AP_HAND, true);
    CHECK(it && it->to.player == taker, "%s: a card flies to the hand of %d", what, taker);
    if (!it)
        return;
    TableFrame f;
    table_frame_open(&ctx, ctx.table, &f);
    SDL_FRect to = table_anim_rect(&f, it->to, false);
    int slot = table_side_slot(&f, taker);
    SDL_Rect shown = taker == f.home ? f.L.hand : slot >= 0 ? f.L.others[slot] : (SDL_Rect){0, 0, 0, 0};
    CHECK(centre_inside(to, shown), "%s: the card lands where %s's hand is shown (%s), at %.0f,%.0f", what,
          table_seat_name(m, taker), taker == f.home ? "the hand panel" : "their card on the side", to.x + to.w / 2,
          to.y + to.h / 2);
    CHECK(taker == f.home || !centre_inside(to, f.L.hand), "%s: not in the hand panel of %s", what, table_seat_name(m, f.home));
    anim_skip(&m->anim);
}

/* The mover buys a building: it flies among the buyer's tiles to place, the payment from their hand. */
static void check_buying(Match *m, const char *what)
{
    int buyer = alh_to_move(&m->game);
    AlhCommand buy;
    bool bought = false;
    /* everybody takes money until the buyer can buy */
    for (int i = 0; i < 12 && !bought && m->game.phase != ALH_PHASE_OVER; i++) {
        if (alh_to_move(&m->game) == buyer && legal_of_type(&m->game, ALH_CMD_BUY, &buy))
            bought = apply_animated(m, &buy);
        else if (legal_of_type(&m->game, ALH_CMD_TAKE_MONEY, &buy))
            apply_animated(m, &buy);
    }
    CHECK(bought, "%s: %s buys a building", what, table_seat_name(m, buyer));
    if (!bought)
        return;
    const AnimItem *tile = flight(m, ANIM_TILE, AP_PENDING, true), *paid = flight(m, ANIM_CARD, AP_HAND, false);
    CHECK(tile && tile->to.player == buyer, "%s: the building flies to the buyer's tiles to place", what);
    CHECK(paid && paid->from.player == buyer, "%s: the payment leaves the buyer's hand", what);
    TableFrame f;
    table_frame_open(&ctx, ctx.table, &f);
    if (tile) {
        SDL_FRect to = table_anim_rect(&f, tile->to, true);
        int slot = table_side_slot(&f, buyer);
        SDL_Rect shown = buyer == f.board_player ? f.L.pending : slot >= 0 ? f.L.others[slot] : (SDL_Rect){0, 0, 0, 0};
        CHECK(centre_inside(to, shown), "%s: the building lands among %s's tiles to place", what, table_seat_name(m, buyer));
    }
    if (paid) {
        SDL_FRect from = table_anim_rect(&f, paid->from, false);
        int slot = table_side_slot(&f, buyer);
        SDL_Rect shown = buyer == f.home ? f.L.hand : slot >= 0 ? f.L.others[slot] : (SDL_Rect){0, 0, 0, 0};
        CHECK(centre_inside(from, shown), "%s: the payment leaves from where %s's hand is shown", what,
              table_seat_name(m, buyer));
    }
    anim_skip(&m->anim);
}

/* Table mode: the taker's hand panel turns into the next player's as the card flies. */
static void table_mode_flights(void)
{
    ctx.table_mode = true;
    AlhModuleSet none = {0};
    CHECK(app_check_new_game_of(&ctx, 3, 5, &none, false), "a game for three at one table");
    Match *m = app_match(&ctx);
    if (m) {
        app_check_step(&ctx);
        int taker = alh_to_move(&m->game);
        check_taking(m, "table mode");
        TableFrame f;
        table_frame_open(&ctx, ctx.table, &f);
        CHECK(f.home != taker && f.home == alh_to_move(&m->game), "table mode: the hand panel is the next player's already");
        check_buying(m, "table mode");
    }
    match_end(&ctx);
    ctx.table_mode = false;
}

/* A person against bots: the bots' money lands on their own cards, not in the person's hand. */
static void against_bots_flights(void)
{
    AlhModuleSet none = {0};
    CHECK(app_check_new_game_of(&ctx, 3, 5, &none, true), "a game against two bots");
    Match *m = app_match(&ctx);
    if (m) {
        app_check_step(&ctx);
        /* the bots' moves are made here, not on their thread: no frame runs between them */
        for (int turn = 0; turn < 3 && m->game.phase != ALH_PHASE_OVER; turn++) {
            char what[64];
            int p = alh_to_move(&m->game);
            snprintf(what, sizeof what, "against bots, %s %s", m->seats[p].is_bot ? "bot" : "person", table_seat_name(m, p));
            check_taking(m, what);
        }
        check_buying(m, "against bots");
    }
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    table_mode_flights();
    against_bots_flights();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
