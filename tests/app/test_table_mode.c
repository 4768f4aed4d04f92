/* SPDX-License-Identifier: MIT */
/*
 * Table mode on a shared screen: no curtain ever; the player to move's hand shown (every hand is
 * public) and every other hand on its card; secret bonus cards hidden until their owner shows them,
 * clearly marked, and hidden again when the turn moves on. Seats: every card keeps its place turn
 * after turn, the player to move is marked, and the hint never names one player while the board
 * shows another's Alhambra.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "phrase.h"
#include "table.h"
#include "table_module_actions.h"
#include "master_builders/master_builders.h"

static AppContext ctx;
static TextTrace trace;

/* Two frames (widgets are looked up in the last two), the strings of the second recorded. */
static void traced_step(void)
{
    app_check_step(&ctx);
    trace.count = 0;
    ctx.text_trace = &trace;
    app_check_step(&ctx);
    ctx.text_trace = NULL;
}

static bool traced_has(const char *needle)
{
    for (int i = 0; i < trace.count; i++)
        if (strstr(trace.items[i].text, needle))
            return true;
    return false;
}

static Match *start(int players, uint32_t modules, int humans, bool table_mode, uint64_t seed)
{
    AppNewGame g = {0};
    g.num_seats = players;
    g.has_seed = true;
    g.seed = seed;
    g.modules = alh_modset_from_bits(modules);
    for (int p = 0; p < players; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = p >= humans;
        g.seats[p].bot_level = ALH_BOT_EASY;
    }
    app_fill_seat_names(&ctx, &g);
    ctx.table_mode = table_mode;
    if (!app_start_new_game(&ctx, &g))
        return NULL;
    app_check_step(&ctx);
    return app_match(&ctx);
}

/* One move for the player to move, as the engine's random player chooses (through the match). */
static bool random_move(Match *m, AlhRng *rng)
{
    AlhCommand c;
    if (m->game.phase == ALH_PHASE_OVER || alh_random_policy(&m->game, rng, &c) != ALH_OK)
        return false;
    return match_apply(&ctx, m, &c) == ALH_OK;
}

static void test_table_mode(void)
{
    uint32_t mods = (1u << ALH_MOD_BONUS_CARDS) | (1u << ALH_MOD_SQUARES);
    Match *m = start(3, mods, 3, true, 12);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    AlhRng rng;
    alh_rng_seed(&rng, 12, 1);
    int curtains = 0, hands_ok = 0, hands_bad = 0, others_ok = 0, turns = 0, secret_leaks = 0, reveals = 0;
    int pairs_seen = 0, pairs_ok = 0, pairs_spaced = 0;
    int bonus_turns = 0, hidden_again = 0;
    for (int step = 0; step < 400 && m->game.phase != ALH_PHASE_OVER; step++) {
        if (anim_held_scoring(&m->anim) >= 0) {
            app_check_click(&ctx, "table.scoring_continue");
            continue;
        }
        traced_step();
        curtains += ctx.screen == SCREEN_PASS || ctx.pending_screen == SCREEN_PASS;
        int mover = alh_to_move(&m->game);
        if (mover < 0)
            break;
        /* The mover's hand, card by card, in the hand panel. */
        bool all = true;
        for (int c = 0; c < ALH_CARD_EXCHANGE_FIRST + ALH_CARD_EXCHANGE_COUNT; c++) {
            char id[32];
            snprintf(id, sizeof id, "table.hand.%d", c);
            if (app_check_drawn(&ctx, id) != alh_cards_has(&m->game.players[mover].hand, c))
                all = false;
        }
        hands_ok += all;
        hands_bad += !all;
        if (!all && hands_bad < 4) {
            printf("  hand of %d not shown: phase %d busy %d screen %d held %d:", mover, m->game.phase, match_busy(m), ctx.screen,
                   anim_held_scoring(&m->anim));
            for (int c = 0; c < ALH_CARD_EXCHANGE_FIRST + ALH_CARD_EXCHANGE_COUNT; c++) {
                char id[32];
                snprintf(id, sizeof id, "table.hand.%d", c);
                if (app_check_drawn(&ctx, id) != alh_cards_has(&m->game.players[mover].hand, c))
                    printf(" %d(%s)", c, app_check_drawn(&ctx, id) ? "drawn" : "missing");
            }
            printf("\n");
        }
        /* Every other hand on its card: one money figure of it is written there; two cards of a
         * currency read as two ("2·4"), never as one number ("2 4" read as 24). */
        for (int p = 0; p < 3; p++) {
            if (p == mover)
                continue;
            for (int cur = 0; cur < ALH_NUM_CURRENCIES; cur++) {
                char row[64] = "", spaced[64] = "";
                size_t len = 0, slen = 0;
                int n = 0;
                for (int c = 0; c < ALH_NUM_MONEY_CARDS; c++)
                    if (alh_cards_has(&m->game.players[p].hand, c) && alh_card_currency(c) == cur) {
                        len += (size_t)snprintf(row + len, sizeof row - len, "%s%d", n ? "\xC2\xB7" : "", alh_card_value(c));
                        slen += (size_t)snprintf(spaced + slen, sizeof spaced - slen, "%s%d", n ? " " : "", alh_card_value(c));
                        n++;
                    }
                if (n >= 2) {
                    pairs_seen++;
                    pairs_ok += traced_has(row);
                    pairs_spaced += traced_has(spaced);
                }
            }
            for (int c = 0; c < ALH_NUM_MONEY_CARDS; c++)
                if (alh_cards_has(&m->game.players[p].hand, c)) {
                    char v[8];
                    snprintf(v, sizeof v, "%d", alh_card_value(c));
                    others_ok += traced_has(v);
                    break;
                }
        }
        /* Secret bonus cards: never face up unless shown by their owner. */
        int held = 0;
        for (int b = 0; b < ALH_NUM_BONUS_CARDS; b++) {
            char id[40];
            snprintf(id, sizeof id, "table.mod.bonus.%d", b);
            secret_leaks += ui_tooltip_text(&ctx, id, NULL) != NULL;
            held += (m->game.mod.bonus_cards.hand[mover] >> b) & 1;
        }
        if (held > 0 && match_human_may_act(m) && reveals < 3) {
            bonus_turns++;
            if (app_check_click(&ctx, "table.mod.reveal")) {
                traced_step();
                int shown = 0;
                for (int b = 0; b < ALH_NUM_BONUS_CARDS; b++) {
                    char id[40];
                    snprintf(id, sizeof id, "table.mod.bonus.%d", b);
                    shown += ui_tooltip_text(&ctx, id, NULL) != NULL;
                }
                CHECK(shown == held, "the owner's %d bonus cards shown (%d)", held, shown);
                CHECK(traced_has("SECRET"), "marked as secret");
                reveals++;
                uint16_t before = m->game.command_count;
                while (m->game.command_count == before || alh_to_move(&m->game) == mover) {
                    if (!random_move(m, &rng))
                        break;
                }
                app_check_step(&ctx);
                app_check_step(&ctx);
                bool leak = false;
                for (int b = 0; b < ALH_NUM_BONUS_CARDS; b++) {
                    char id[40];
                    snprintf(id, sizeof id, "table.mod.bonus.%d", b);
                    leak |= ui_tooltip_text(&ctx, id, NULL) != NULL;
                }
                hidden_again += !leak;
                continue;
            }
        }
        random_move(m, &rng);
        turns++;
    }
    CHECK(curtains == 0, "no curtain in table mode (%d)", curtains);
    CHECK(hands_bad == 0 && hands_ok > 20, "the mover's hand shown each time (%d right, %d wrong)", hands_ok, hands_bad);
    CHECK(others_ok > 20, "the other hands on their cards (%d)", others_ok);
    CHECK(pairs_seen > 5 && pairs_ok > pairs_seen / 2 && pairs_spaced == 0,
          "two cards of a currency written apart, \"2\xC2\xB7"
          "4\" (%d of %d; %d as \"2 4\")",
          pairs_ok, pairs_seen, pairs_spaced);
    CHECK(secret_leaks == 0, "no bonus card face up unless shown (%d)", secret_leaks);
    CHECK(bonus_turns > 0 && reveals == bonus_turns, "shown when asked (%d of %d)", reveals, bonus_turns);
    CHECK(hidden_again == reveals, "and hidden again when the turn moved on (%d of %d)", hidden_again, reveals);
    match_end(&ctx);
    ctx.table_mode = false;
}

/* Seats stay in their places; the player to move is marked; the hint and the board agree. */
static void test_seats(void)
{
    Match *m = start(4, 0, 2, false, 7);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    ctx.no_curtain = true;
    SDL_Rect first[4];
    for (int p = 0; p < 4; p++) {
        char id[32];
        snprintf(id, sizeof id, "table.other.%d", p);
        CHECK(ui_widget_rect(&ctx, id, &first[p]), "seat %d has a card", p);
    }
    AlhRng rng;
    alh_rng_seed(&rng, 7, 2);
    int moved = 0, marked = 0, frames = 0, disagree = 0;
    for (int step = 0; step < 160 && m->game.phase != ALH_PHASE_OVER; step++) {
        if (anim_held_scoring(&m->anim) >= 0) {
            app_check_click(&ctx, "table.scoring_continue");
            continue;
        }
        traced_step();
        int mover = alh_to_move(&m->game);
        for (int p = 0; p < 4; p++) {
            char id[40];
            SDL_Rect r;
            snprintf(id, sizeof id, "table.other.%d", p);
            moved += !ui_widget_rect(&ctx, id, &r) || memcmp(&r, &first[p], sizeof r) != 0;
            snprintf(id, sizeof id, "table.other.%d.to_move", p);
            bool mark = ui_tooltip_text(&ctx, id, NULL) != NULL;
            marked += mark == (p == mover);
            if (mark != (p == mover))
                printf("  seat %d marked %d, mover %d, phase %d, busy %d, screen %d\n", p, mark, mover, m->game.phase,
                       match_busy(m), ctx.screen);
        }
        /* A seat's name in the hint: the board shows that seat's Alhambra. */
        for (int p = 0; p < 4; p++) {
            char title[96];
            PHRASE(&ctx, title, "table.alhambra_of", PH_TEXT("who", m->seats[p].name));
            if (strstr(ctx.table->hint, m->seats[p].name) && !traced_has(title) && !strstr(ctx.table->hint, "Alhambra")) {
                printf("  hint \"%s\" without %s (view %d, busy %d)\n", ctx.table->hint, title, ctx.table->in.view_player,
                       match_busy(m));
                for (int i = 0; i < trace.count; i++)
                    if (strstr(trace.items[i].text, "Alhambra"))
                        printf("    drawn: %s\n", trace.items[i].text);
                disagree++;
            }
        }
        frames++;
        /* Now and then the human looks at a rival's Alhambra: the hint then says so. */
        if (step % 9 == 4 && match_human_may_act(m)) {
            int other = (mover + 1) % 4;
            char id[32];
            snprintf(id, sizeof id, "table.other.%d", other);
            app_check_click(&ctx, id);
            traced_step();
            char title[96];
            PHRASE(&ctx, title, "table.alhambra_of", PH_TEXT("who", m->seats[other].name));
            CHECK(traced_has(title) && strstr(ctx.table->hint, m->seats[other].name),
                  "looking at %s's Alhambra, the hint says so: \"%s\"", m->seats[other].name, ctx.table->hint);
            app_check_click(&ctx, "table.view_back");
        }
        random_move(m, &rng);
        app_check_step(&ctx);
    }
    CHECK(moved == 0, "no card moved in %d frames (%d moves)", frames, moved);
    CHECK(marked == 4 * frames, "the player to move marked, and only them (%d of %d)", marked, 4 * frames);
    CHECK(disagree == 0, "the hint never names a player whose Alhambra is not shown (%d)", disagree);
    ctx.no_curtain = false;
    match_end(&ctx);
}

/* Master builders are dealt face down: on the shared screen the mover's hand shows them face down
 * (they were face up, and counted in the hand's sums) until the owner shows their secrets, by a
 * click on one. */
static void test_master_builders_face_down(void)
{
    Match *m = start(3, 1u << ALH_MOD_MASTER_BUILDERS, 3, true, 21);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    traced_step();
    int mover = alh_to_move(&m->game), builder = -1;
    for (int c = ALH_CARD_MASTER_BUILDER_FIRST; c < ALH_CARD_MASTER_BUILDER_FIRST + ALH_CARD_MASTER_BUILDER_COUNT; c++)
        if (mover >= 0 && alh_cards_has(&m->game.players[mover].hand, c))
            builder = c;
    CHECK(builder >= 0, "the mover holds a master builder");
    char id[32];
    snprintf(id, sizeof id, "table.hand.%d", builder);
    const char *tip = ui_tooltip_text(&ctx, id, NULL);
    CHECK(tip && strcmp(tip, tr(&ctx, "table.hand_secret_show")) == 0, "a master builder face up on the shared screen (%s)",
          tip ? tip : "no secret card's words");
    CHECK(app_check_click(&ctx, id), "a click on the face-down card");
    traced_step();
    CHECK(ctx.table->in.reveal_secrets, "shows the owner's secrets");
    CHECK(ui_tooltip_text(&ctx, id, NULL) == NULL, "the card face up once shown");
    match_end(&ctx);
    ctx.table_mode = false;
}

/* The master builder's offer at the turn's end, on a shared screen: the hint says what waits (not the
 * base's "Exact payment!", which nobody made) without naming a card, and the cards are offered only
 * once their owner shows their secrets. */
static void test_builder_offer_hint(void)
{
    Match *m = start(3, 1u << ALH_MOD_MASTER_BUILDERS, 3, true, 21);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    AlhRng rng;
    alh_rng_seed(&rng, 5, 1);
    for (int i = 0; i < 3000 && m->game.phase != ALH_PHASE_OVER && alh_master_builders_step(&m->game) != 1; i++) {
        if (anim_held_scoring(&m->anim) < 0)
            random_move(m, &rng);
        else if (app_check_drawn(&ctx, "table.scoring_continue"))
            app_check_click(&ctx, "table.scoring_continue");
        else
            app_check_step(&ctx);
    }
    CHECK(alh_master_builders_step(&m->game) == 1, "a master builder offered at a turn's end");
    traced_step();
    const char *hint = ctx.table->hint;
    CHECK(strcmp(hint, tr(&ctx, "table.hint_bonus")) != 0, "the offer's hint speaks of an exact payment");
    CHECK(strcmp(hint, tr(&ctx, "mod.builder_offer_hidden")) == 0, "the offer's hint on a shared screen: %s", hint);
    CHECK(strcmp(hint, "mod.builder_offer_hidden") != 0, "the hint's words are missing");
    CHECK(!app_check_drawn(&ctx, "table.mod.tray"), "the cards offered before their owner shows them");
    CHECK(app_check_drawn(&ctx, "table.pass"), "the turn can be ended");
    int mover = alh_to_move(&m->game), builder = -1;
    for (int c = ALH_CARD_MASTER_BUILDER_FIRST; c < ALH_CARD_MASTER_BUILDER_FIRST + ALH_CARD_MASTER_BUILDER_COUNT; c++)
        if (mover >= 0 && alh_cards_has(&m->game.players[mover].hand, c) && !alh_cards_has(&m->game.players[mover].known, c))
            builder = c;
    char id[32];
    snprintf(id, sizeof id, "table.hand.%d", builder);
    CHECK(builder >= 0 && app_check_click(&ctx, id), "a click on a face-down card");
    traced_step();
    CHECK(app_check_drawn(&ctx, "table.mod.tray") && table_mod_tray_open(ctx.table), "the offer once the owner shows it");
    CHECK(strcmp(ctx.table->hint, tr(&ctx, "mod.tray_hint")) == 0, "the open tray's hint: %s", ctx.table->hint);
    match_end(&ctx);
    ctx.table_mode = false;
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    if (!app_check_trace_alloc(&trace))
        return 1;
    test_table_mode();
    test_master_builders_face_down();
    test_builder_offer_hint();
    test_seats();
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
