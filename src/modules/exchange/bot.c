/* SPDX-License-Identifier: MIT */
/*
 * Exchange cards in the bots: a card joins two currencies for one purchase, so it is worth the best
 * tile on sale it brings within reach (or lets pay exactly) that one currency alone could not, plus
 * a little for later markets. Easy takes one as about two coins' worth.
 */
#include "bot_module.h"
#include "exchange/exchange.h"

/* Sums reachable with the cards of the given currencies in hand (bit s: sum s can be paid exactly). */
static uint64_t reachable(const AlhCardSet *hand, unsigned currencies, int *total)
{
    uint64_t reach = 1;
    *total = 0;
    ALH_CARDS_FOREACH(hand, card) { /* the hand's cards, not every money card: asked in every position weighed */
        if (card >= ALH_NUM_MONEY_CARDS)
            break; /* money cards come first */
        if ((currencies >> alh_card_currency(card)) & 1) {
            reach |= reach << alh_card_value(card);
            *total += alh_card_value(card);
        }
    }
    return reach;
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    const AlhCardSet *hand = &g->players[p].hand;
    double v = 0;
    uint64_t alone_reach[ALH_NUM_CURRENCIES];
    int alone_total[ALH_NUM_CURRENCIES];
    bool alone_known = false; /* each currency's sums, read once for all the exchange cards held */
    for (int c = ALH_CARD_EXCHANGE_FIRST; c < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; c++) {
        int pair[2];
        if (!alh_cards_has(hand, c) || !alh_exchange_currencies(c, pair))
            continue;
        if (!alone_known) {
            for (int cur = 0; cur < ALH_NUM_CURRENCIES; cur++)
                alone_reach[cur] = reachable(hand, 1u << cur, &alone_total[cur]);
            alone_known = true;
        }
        int both_sum;
        uint64_t both = reachable(hand, (1u << pair[0]) | (1u << pair[1]), &both_sum);
        double best = 0;
        for (int s = 0; s < ALH_MARKET_SPACES && g->phase != ALH_PHASE_FINAL_PLACE; s++) {
            int tile = g->market[s], cur = alh_market_currency(s);
            if (!tile || (cur != pair[0] && cur != pair[1]))
                continue;
            int price = alh_tile_info(tile)->price, alone_sum = alone_total[cur];
            uint64_t alone = alone_reach[cur];
            double gain = 0;
            if (both_sum >= price && alone_sum < price)
                gain += 0.35 * bot_type_gain(ctx, p, alh_tile_info(tile)->type) + 0.3;
            if (price < 64 && ((both >> price) & 1) && !((alone >> price) & 1))
                gain += 0.5 + 1.2 * ctx->coin;
            if (gain > best)
                best = gain;
        }
        v += 0.5 * best + 0.5 * ctx->coin;
    }
    return v;
}

static int take_worth(int card)
{
    (void)card;
    return 2; /* joins two currencies once: about two coins' worth */
}

static int pay_worth(int card)
{
    (void)card;
    return 0; /* it pays nothing itself: the money with it does */
}

const AlhModuleBot alh_bot_exchange = {
    .part = "exchange",
    .weight = 1.0,
    .value = value,
    .take_worth = take_worth,
    .pay_worth = pay_worth,
};
