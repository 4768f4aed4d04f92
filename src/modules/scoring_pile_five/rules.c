/* SPDX-License-Identifier: MIT */
/*
 * The French Big Box's setup (rulebook 000: "Placez la première carte Décompte dans la deuxième
 * pile et la deuxième carte Décompte dans la cinquième pile"): the second scoring card goes into
 * the fifth pile, the bottom of the draw pile, instead of the fourth (002, 004). Rulings R8 keeps
 * pile 4 and makes pile 5 an option: this module. The second scoring comes later, and in a game
 * that ends before the fifth pile is drawn it never comes (the final scoring is the third round
 * all the same).
 */
#include "module.h"

static int fifth_pile_for_the_second(int which) { return which == 1 ? 4 : -1; }

const AlhModule alh_module_scoring_pile_five = {
    .scoring_pile = fifth_pile_for_the_second,
};
