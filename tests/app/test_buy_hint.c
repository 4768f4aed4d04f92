/* SPDX-License-Identifier: MIT */
/*
 * The hint while paying for a building says what the payment chosen does, as the engine plays it:
 * "exact payment: you play again" exactly when the engine counts it exact, else the overpayment, by
 * the amount the engine takes. With an exchange card (7 ducats + 2 florins and the ducat/florin
 * card for a building of 9 ducats) it said "You pay -2 ducats too much: your turn ends", counting
 * the ducats alone; diamonds were not counted at all. Every legal purchase that pays with a
 * module's cards or in two currencies, in games with every module played at random, is checked.
 * And the Master Builder's extra redesign (a character) is named as such: after money taken it said
 * "Exact payment! Take another action, or end your turn.", where only a redesign may follow.
 */
#include <stdio.h>
#include <string.h>
#include "app_check.h"
#include "phrase.h"
#include "table.h"

static AppContext ctx;
static AlhCommand cmds[4096];
static AlhGame scratch;
static AlhEvents events;

/* Whether a payment holds a module's card or money of another currency than the space's. */
static bool unusual(const AlhGame *g, const AlhCommand *c)
{
    int currency = alh_buy_space(g, c->space).currency;
    for (int card = alh_cards_next(&c->cards, 0); card >= 0; card = alh_cards_next(&c->cards, card + 1))
        if (!alh_card_is_money(card) || alh_card_currency(card) != currency)
            return true;
    return false;
}

/* Positions where the Master Builder's extra redesign waits: the hint names it. */
static void master_builder_hint(void)
{
    int seen = 0;
    for (unsigned seed = 1; seed <= 40 && seen < 3; seed++) {
        if (!app_check_new_game(&ctx, 3, seed, true, false))
            continue;
        Match *m = app_match(&ctx);
        for (int move = 0; move < 400 && m->game.phase != ALH_PHASE_OVER && seen < 3; move++) {
            match_play_random_moves(&ctx, 1, seed * 5000u + (unsigned)move);
            if (!m->game.mod.characters.master_builder_step || m->staged_count)
                continue;
            app_check_step(&ctx);
            app_check_step(&ctx);
            seen++;
            CHECK(!strcmp(ctx.table->hint, tr(&ctx, "mod.char_builder_redesign")), "seed %u move %d: the hint \"%s\"", seed, move,
                  ctx.table->hint);
        }
        match_end(&ctx);
    }
    CHECK(seen >= 1, "the Master Builder's extra redesign met %d times", seen);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    ctx.no_curtain = true;
    ctx.settings.tips = false;
    ctx.settings.since_summary = false;
    app_check_language(&ctx, "en");
    int checked = 0, other_currency = 0, overpaid_mixed = 0;
    for (unsigned seed = 1; seed <= 12 && checked < 60; seed++) {
        if (!app_check_new_game(&ctx, 4, seed, true, false)) {
            CHECK(false, "game %u", seed);
            continue;
        }
        Match *m = app_match(&ctx);
        for (int move = 0; move < 260 && m->game.phase != ALH_PHASE_OVER && checked < 60; move++) {
            match_play_random_moves(&ctx, 1, seed * 1000u + (unsigned)move);
            if (m->game.phase != ALH_PHASE_ACTION || m->staged_count)
                continue;
            app_check_step(&ctx); /* the table sees the new turn (and clears its choices) first */
            size_t n = alh_legal_commands(&m->game, cmds, 4096);
            for (size_t i = 0; i < n && i < 4096; i++) {
                const AlhCommand *c = &cmds[i];
                if (c->type != ALH_CMD_BUY || !unusual(&m->game, c))
                    continue;
                /* what the engine makes of it */
                scratch = m->game;
                events.count = 0;
                if (alh_apply(&scratch, c, &events) != ALH_OK)
                    continue;
                int paid = -1, exact = 0;
                for (int e = 0; e < events.count; e++)
                    if (events.ev[e].type == ALH_EV_TILE_BOUGHT) {
                        paid = events.ev[e].value;
                        exact = events.ev[e].exact;
                    }
                if (paid < 0)
                    continue;
                AlhBuySpace bs = alh_buy_space(&m->game, c->space);
                /* the table with this payment chosen */
                TableInput *in = &ctx.table->in;
                in->display_sel = 0;
                in->held_tile = 0;
                in->market_sel = c->space;
                in->pay_sel = c->cards;
                app_check_step(&ctx);
                char want[TABLE_HINT_MAX], cur[32];
                /* an overpayment is named in the space's currency only when the cards are all of it */
                bool one_currency = true;
                for (int card = alh_cards_next(&c->cards, 0); card >= 0; card = alh_cards_next(&c->cards, card + 1))
                    one_currency = one_currency && alh_card_is_money(card) && alh_card_currency(card) == bs.currency;
                const char *key = exact ? "table.hint_exact" : one_currency ? "table.hint_overpaid" : "table.hint_overpaid_units";
                overpaid_mixed += !exact && !one_currency;
                PHRASE(&ctx, want, key, PH_NUM("sel", paid), PH_NUM("price", bs.price), PH_NUM("over", paid - bs.price),
                       PH_NOUN("cur", phrase_currency_noun(bs.currency, cur, sizeof cur)));
                CHECK(!strcmp(ctx.table->hint, want),
                      "seed %u move %d: paid %d for a price of %d%s: the hint \"%s\" (wanted: \"%s\")", seed, move, paid,
                      bs.price, exact ? " (exact)" : "", ctx.table->hint, want);
                for (int card = alh_cards_next(&c->cards, 0); card >= 0; card = alh_cards_next(&c->cards, card + 1))
                    if (alh_card_is_money(card) && alh_card_currency(card) != bs.currency) {
                        other_currency++;
                        break;
                    }
                checked++;
                in->market_sel = -1;
                memset(&in->pay_sel, 0, sizeof in->pay_sel);
                break; /* one a position */
            }
        }
        match_end(&ctx);
    }
    master_builder_hint();
    CHECK(checked >= 20 && other_currency >= 3, "payments checked: %d, %d of them with money of another currency", checked,
          other_currency);
    CHECK(overpaid_mixed >= 1, "overpayments with diamonds or an exchange card's second currency checked: %d", overpaid_mixed);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
