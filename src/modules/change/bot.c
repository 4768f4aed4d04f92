/* SPDX-License-Identifier: MIT */
/*
 * Change in the bots. A coin is money worth 1 of its currency: the base money term counts it
 * (alh_cards_money). Besides, a coin makes exact payments (another action) easier to reach: while
 * rounds remain to score each coin held is worth half a unit of money more, less for every coin
 * beyond three of one currency (a fourth and later add little reach). That is also what makes
 * overpaying worth it or not: the searching bots apply the purchase, draw the coins in their guess
 * of the game, and weigh the cards spent (money term) against the coins gained (money term, plus
 * this); two units paid for one coin is a loss unless the pile given was beyond what purchases need
 * (the money term's cap) or the coins bring exact payments within reach. Easy pays with a coin at
 * face value (pay_worth) and never overpays deliberately (it scores purchases by what they cost).
 */
#include "bot_module.h"
#include "change/change.h"

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    int coins[ALH_NUM_CURRENCIES] = {0}; /* the hand's coins by currency, in one pass over their ids */
    const AlhCardSet *hand = &g->players[p].hand;
    for (int card = alh_cards_next(hand, ALH_CARD_COIN_FIRST); card >= 0 && card < ALH_CARD_COIN_FIRST + ALH_CARD_COIN_COUNT;
         card = alh_cards_next(hand, card + 1))
        coins[alh_coin_currency(card)]++;
    double reach = 0;
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++) {
        int n = coins[k];
        reach += n <= 3 ? n : 3 + 0.25 * (n - 3);
    }
    double rounds = bot_rounds_left(ctx);
    return 0.5 * ctx->coin * reach * (rounds > 1.0 ? 1.0 : rounds);
}

static int face_value(int card) { return alh_card_is_coin(card) ? ALH_COIN_VALUE : -1; }

const AlhModuleBot alh_bot_change = {
    .part = "change",
    .weight = 1.0,
    .value = value,
    .take_worth = face_value,
    .pay_worth = face_value,
};
