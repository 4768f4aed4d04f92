/* SPDX-License-Identifier: MIT */
/*
 * bots-moves: a sample of one level's decisions, written out to be read and judged by a person.
 * One bot of LEVEL plays against three Medium bots; every K-th action of it (placements too) is
 * printed with the position it saw (its money, the market, the display), the command it chose,
 * what Medium (the greedy evaluation) would have chosen, and how much worse the level's choice is
 * by that evaluation ("regret", in points). At the end: the regret's distribution over all its
 * decisions. A tool for docs/bots.md ("Easy makes no absurd moves"), not a test.
 *
 * usage: bots-moves [LEVEL] [GAMES] [SEED] [EVERY] [--modules LIST|all] [--worse-than POINTS]
 *   --worse-than: print every decision whose regret is above POINTS instead of every EVERY-th.
 */
#include "bot_internal.h"

#include "alhambra/view.h"
#include "persist/notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static void show_position(const AlhGame *g, int me)
{
    printf("  turn %d, %d tiles left in the bag, scores:", g->turn, alh_bag_remaining(g));
    for (int p = 0; p < g->num_players; p++)
        printf(" %s%d", p == me ? "*" : "", g->players[p].score);
    printf("\n  money:");
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
        printf(" %s %d", alh_currency_short(c), alh_cards_sum(&g->players[me].hand, c));
    printf("   display:");
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++) {
        char buf[32];
        printf(" %s", g->display[s] == ALH_CARD_NONE ? "-" : alh_card_text(g->display[s], false, buf, sizeof buf));
    }
    printf("\n  market:");
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int t = g->market[s];
        if (!t) {
            printf(" [%d] -", s + 1);
            continue;
        }
        const AlhTileInfo *info = alh_tile_info(t);
        printf(" [%d] %s %d %s", s + 1, info->type < ALH_NUM_TYPES ? alh_type_name(info->type) : "?", info->price,
               alh_currency_short(alh_market_currency(s)));
    }
    printf("\n  buildings (mine / best other):");
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        int best = 0;
        for (int p = 0; p < g->num_players; p++)
            if (p != me && g->players[p].board.type_count[t] > best)
                best = g->players[p].board.type_count[t];
        printf(" %s %d/%d", alh_type_name(t), g->players[me].board.type_count[t], best);
    }
    printf("; reserve %d\n", g->players[me].reserve_count);
}

int main(int argc, char **argv)
{
    const char *args[4] = {"easy", "4", "1", "10"};
    AlhModuleSet modules = alh_modset_none();
    double worse_than = -1;
    int na = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--modules") == 0 && i + 1 < argc) {
            /* The one reader of module lists; the 2-player rules come with two seats by themselves. */
            char msg[512];
            if (!alh_modules_parse(argv[++i], &modules, msg, sizeof msg)) {
                fprintf(stderr, "bots-moves: %s\n", msg);
                return 2;
            }
            AlhModuleSet optional = alh_modules_optional();
            for (int w = 0; w < (int)(sizeof modules.bits / sizeof modules.bits[0]); w++)
                modules.bits[w] &= optional.bits[w];
        } else if (strcmp(argv[i], "--worse-than") == 0 && i + 1 < argc) {
            worse_than = atof(argv[++i]);
        } else if (na < 4) {
            args[na++] = argv[i];
        }
    }
    int level = alh_bot_level_from_name(args[0]), games = atoi(args[1]), every = atoi(args[3]);
    uint64_t seed = strtoull(args[2], NULL, 10);
    if (level < 0 || games < 1 || every < 1) {
        fprintf(stderr, "usage: bots-moves [LEVEL] [GAMES] [SEED] [EVERY] [--modules LIST|all]\n");
        return 2;
    }
    static AlhGame g, guess;
    static AlhView view;
    static AlhCommand cands[BOT_MAX_COMMANDS];
    static double scores[BOT_MAX_COMMANDS];
    long decisions = 0, same = 0, bins[6] = {0};
    static const double edges[5] = {0.5, 1, 2, 4, 8};
    double total_regret = 0;
    for (int game = 0; game < games; game++) {
        AlhSetup setup = {.num_players = 4, .seed = mix64(seed ^ mix64((uint64_t)game + 1)), .modules = modules};
        if (alh_new_game(&g, &setup, NULL) != ALH_OK)
            return 1;
        int seat = game % 4;
        printf("=== game %d, %s in seat %d\n", game + 1, alh_bot_level_name(level), seat + 1);
        for (int step = 0; step < 20000 && g.phase != ALH_PHASE_OVER; step++) {
            int p = alh_to_move(&g);
            alh_view_make(&g, p, &view);
            uint64_t bot_seed = mix64(setup.seed ^ ((uint64_t)g.command_count << 8) ^ (uint64_t)p);
            AlhCommand cmd;
            if (alh_bot_choose(p == seat ? level : ALH_BOT_MEDIUM, &view, bot_seed, &cmd) != ALH_OK)
                return 1;
            if (p == seat && (g.phase == ALH_PHASE_ACTION || g.phase == ALH_PHASE_PLACE)) {
                /* Judge it by the greedy evaluation on one guess of the hidden cards. */
                AlhRng rng;
                alh_rng_seed(&rng, bot_seed, 99);
                alh_view_determinize(&view, &rng, &guess);
                size_t n = bot_greedy_rank(&guess, bot_default_params(), false, cands, scores, BOT_MAX_COMMANDS);
                size_t best = 0, mine = 0;
                for (size_t i = 0; i < n; i++) {
                    if (scores[i] > scores[best])
                        best = i;
                    if (alh_command_equal(&cands[i], &cmd))
                        mine = i;
                }
                if (n > 1) {
                    double regret = scores[best] - scores[mine];
                    decisions++;
                    same += regret <= 1e-9;
                    total_regret += regret;
                    int b = 0;
                    while (b < 5 && regret > edges[b])
                        b++;
                    bins[b]++;
                    if (worse_than >= 0 ? regret > worse_than : decisions % every == 0) {
                        char a[ALH_NOTATION_MAX], m[ALH_NOTATION_MAX];
                        show_position(&g, p);
                        printf("  %s plays: %-28s medium: %-28s regret %.2f\n\n", alh_bot_level_name(level),
                               alh_notation_format(&g, &cmd, a, sizeof a), alh_notation_format(&g, &cands[best], m, sizeof m),
                               regret);
                    }
                }
            }
            if (alh_apply(&g, &cmd, NULL) != ALH_OK)
                return 1;
        }
        printf("  final scores:");
        for (int q = 0; q < 4; q++)
            printf(" %s%d", q == seat ? "*" : "", g.players[q].score);
        printf("\n");
    }
    printf("%ld decisions with a choice; the same as medium: %.1f%%; mean regret %.2f points\n", decisions,
           100.0 * same / (decisions ? decisions : 1), total_regret / (decisions ? decisions : 1));
    printf("regret <= 0.5: %ld, <= 1: %ld, <= 2: %ld, <= 4: %ld, <= 8: %ld, more: %ld\n", bins[0], bins[1], bins[2], bins[3],
           bins[4], bins[5]);
    return 0;
}
