/* SPDX-License-Identifier: MIT */
/*
 * Camps (expansion 2). Eight camp tiles join the building tiles in the tower and are bought from
 * the market at their printed price. They stand outside the walls: a camp joins by a bastion against
 * another tile's wall, camps touch each other only by their green sides, and the on-foot rule does
 * not apply to them (board.c holds these edge rules, for every tile). A wall with a bastion against
 * it still counts as outer wall. In every scoring a camp earns 1 point per tile in the unbroken
 * straight line in the direction of each of its arrows (fountain and squares included, interior
 * walls no break; an empty cell or another camp ends the line).
 */
#include "module.h"

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

static int camps_setup_bag(AlhGame *g, uint8_t *bag, int len)
{
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        bag[len++] = (uint8_t)t;
        g->where[t].loc = ALH_LOC_BAG;
    }
    return len;
}

/* Points of the camp at x,y: the tiles in line along each arrow. */
static int camp_points(const AlhBoard *b, int camp, int x, int y)
{
    int arrows = alh_camp_arrows(camp), points = 0;
    for (int s = 0; s < 4; s++) {
        if (!((arrows >> s) & 1))
            continue;
        for (int k = 1;; k++) {
            int t = alh_board_tile_at(b, x + k * side_dx[s], y + k * side_dy[s]);
            if (!t || alh_tile_is_camp(t))
                break;
            points++;
        }
    }
    return points;
}

static void camps_score_terms(const AlhGame *g, int round, AlhScoreDetail *out)
{
    (void)round;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner >= g->num_players)
            continue;
        out->points[w->owner][ALH_SCORE_EXTRA] =
            (int16_t)(out->points[w->owner][ALH_SCORE_EXTRA] + camp_points(&g->players[w->owner].board, t, w->x, w->y));
    }
}

static bool camps_validate(const AlhGame *g, char *msg, size_t size)
{
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY) {
            alh_str_copy(msg, size, "a camp is in a supply");
            return false;
        }
    return true;
}

const AlhModule alh_module_camps = {
    .name = "camps",
    .setup_bag = camps_setup_bag,
    .score_terms = camps_score_terms,
    .validate = camps_validate,
};
