/* SPDX-License-Identifier: MIT */
/* Scorings as moments on the table, and the scoring table with every round's points. */
#ifndef ALHAMBRA_TABLE_SCORING_H
#define ALHAMBRA_TABLE_SCORING_H

#include <stdbool.h>
#include "table_input.h"

/*
 * A scoring round as it plays: over the middle of the table, each participant's points per type,
 * wall (and the modules' term), what they gain and their new score, while the markers walk the
 * track (score_track.c). With the table's hold (Anim.hold_scorings) it then waits for Continue
 * (button table.scoring_continue, Enter or Space); nobody acts meanwhile. Draw it after the table.
 */
void table_scoring_moment(TableFrame *f);
/* Whether a scoring waits for its click now. */
bool table_scoring_waits(const TableFrame *f);

/*
 * The scoring table (the Scoring table button): each round's points per player, those of rounds
 * not scored yet as they would be now, the points each round pays per type with the leaders of
 * each type now; a scored round's detail again (table.scoring.view.R).
 */
void table_scoring_overlay(TableFrame *f);

#endif
