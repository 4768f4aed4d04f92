/* SPDX-License-Identifier: MIT */
/* Mouse play on the table: selections, held tiles and the commands that clicks turn into. */
#include "table_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audio.h"
#include "i18n.h"
#include "phrase.h"
#include "table_module_actions.h"

void table_input_reset(TableInput *in)
{
    int view = in->view_player;
    float zoom = in->zoom;
    bool scoring = in->show_scoring;
    /* the board's steady view lasts the turn, whatever is reset within it */
    bool box_set = in->view_box_set;
    int box[4] = {in->view_box[0], in->view_box[1], in->view_box[2], in->view_box[3]}, box_player = in->view_box_player;
    uint16_t box_turn = in->view_box_turn;
    /* and the board as drawn keeps easing from where it is */
    bool shown_set = in->shown_set;
    BoardView shown_bv = in->shown_bv;
    int shown_player = in->shown_player;
    SDL_Rect shown_rect = in->shown_rect;
    double shown_time = in->shown_time;
    memset(in, 0, sizeof *in);
    in->shown_set = shown_set;
    in->shown_bv = shown_bv;
    in->shown_player = shown_player;
    in->shown_rect = shown_rect;
    in->shown_time = shown_time;
    in->view_box_set = box_set;
    memcpy(in->view_box, box, sizeof box);
    in->view_box_player = box_player;
    in->view_box_turn = box_turn;
    in->market_sel = -1;
    in->view_player = view;
    in->zoom = zoom > 0 ? zoom : 1.0f;
    in->show_scoring = scoring;
    in->last_mover = -2;
}

void table_input_notice(TableFrame *f, const char *text)
{
    snprintf(f->in->notice, sizeof f->in->notice, "%s", text);
    f->in->notice_until = f->ctx->time + 4.0;
}

static void refuse(TableFrame *f, AlhError err)
{
    char key[64];
    snprintf(key, sizeof key, "error.%s", alh_error_code(err));
    /* Translated where the language has the sentence, the engine's English otherwise. */
    const char *t = tr(f->ctx, key);
    table_input_notice(f, strcmp(t, key) != 0 ? t : alh_error_message(err));
    audio_play(f->ctx, SFX_ERROR);
}

AlhCardSet table_suggest_payment(const AlhGame *g, int player, int space)
{
    AlhCardSet best = {{0}};
    AlhBuySpace bs = alh_buy_space(g, space); /* the market, or a tile on offer beside it */
    if (space < 0 || !bs.tile)
        return best;
    enum { CAP = 2048 };
    AlhCommand *cmds = malloc(CAP * sizeof *cmds); /* once per click on the market */
    if (!cmds)
        return best; /* no suggestion: the player picks the cards */
    size_t n = alh_legal_commands_of(g, alh_kinds_one(ALH_CMD_BUY), cmds, CAP);
    if (n > CAP)
        n = CAP;
    int price = bs.price, best_sum = 1 << 30, best_count = 99;
    for (size_t i = 0; i < n; i++) {
        if (cmds[i].space != space || cmds[i].player != player)
            continue;
        int sum = alh_cards_money(g, &cmds[i].cards, -1), count = alh_cards_count(&cmds[i].cards);
        /* Exact first, then the least overpayment, then the fewest cards. */
        int over = sum - price;
        int best_over = best_sum - price;
        if (over < best_over || (over == best_over && count < best_count)) {
            best = cmds[i].cards;
            best_sum = sum;
            best_count = count;
        }
    }
    free(cmds);
    return best;
}

bool table_paid_in_currency(const AlhCardSet *cards, int currency)
{
    return currency >= 0 && currency < ALH_NUM_CURRENCIES &&
           __builtin_popcount(alh_currency_bits(cards, currency)) == alh_cards_count(cards);
}

AlhError table_take_check(const AlhGame *g, int player, uint8_t slots)
{
    AlhCommand c = {0};
    c.type = ALH_CMD_TAKE_MONEY;
    c.player = (uint8_t)player;
    c.slots = slots;
    return alh_check(g, &c);
}

void table_input_display_click(TableFrame *f, int slot)
{
    if (f->g->phase != ALH_PHASE_ACTION && table_mod_display_click(f, slot))
        return; /* a module's out-of-turn move takes the card */
    if (!f->can_act || f->g->phase != ALH_PHASE_ACTION || f->g->display[slot] == ALH_CARD_NONE)
        return;
    f->in->notice[0] = '\0'; /* a refusal belongs to the choice it answered, not to the next one */
    f->in->display_sel ^= (uint8_t)(1u << slot);
    f->in->market_sel = -1;
    f->in->held_tile = 0;
    audio_play(f->ctx, SFX_CLICK);
}

void table_input_market_click(TableFrame *f, int space)
{
    if (table_mod_market_click(f, space))
        return;                                  /* a module's phase (a purchase out of turn) */
    AlhBuySpace bs = alh_buy_space(f->g, space); /* a market space, or a tile on offer beside the market */
    if (!f->can_act || f->g->phase != ALH_PHASE_ACTION || !bs.tile)
        return;
    TableInput *in = f->in;
    in->notice[0] = '\0';
    in->display_sel = 0;
    in->held_tile = 0;
    if (in->market_sel == space) {
        in->market_sel = -1;
        memset(&in->pay_sel, 0, sizeof in->pay_sel);
        return;
    }
    in->market_sel = space;
    in->pay_sel = table_suggest_payment(f->g, f->mover, space);
    if (!bs.price) {
        table_input_notice(f, tr(f->ctx, "table.not_for_sale")); /* its price is set by an empty space */
    } else if (alh_cards_empty(&in->pay_sel)) {
        char buf[200], key[48];
        PHRASE(f->ctx, buf, bs.exact_only ? "table.cannot_pay_exactly" : "table.cannot_afford", PH_NUM("price", bs.price),
               PH_NOUN("cur", phrase_currency_noun(bs.currency, key, sizeof key)));
        table_input_notice(f, buf);
    }
    audio_play(f->ctx, SFX_CLICK);
}

void table_input_hand_click(TableFrame *f, int card)
{
    TableInput *in = f->in;
    if (table_mod_hand_click(f, card))
        return;
    if (!f->can_act || in->market_sel < 0)
        return;
    if (!table_mod_card_usable(f, card, alh_buy_space(f->g, in->market_sel).currency)) {
        refuse(f, ALH_ERR_WRONG_CURRENCY);
        return;
    }
    if (alh_cards_has(&in->pay_sel, card))
        alh_cards_remove(&in->pay_sel, card);
    else
        alh_cards_add(&in->pay_sel, card);
    audio_play(f->ctx, SFX_CLICK);
}

void table_input_hold(TableFrame *f, int tile, int from)
{
    TableInput *in = f->in;
    if (!f->can_act)
        return;
    /* While staging, the staged game says what may be done next (a redesign may have led to placing). */
    const AlhGame *dg = match_decision_game(f->m);
    bool placing = dg->phase == ALH_PHASE_PLACE || dg->phase == ALH_PHASE_FINAL_PLACE;
    if (match_stage_complete(f->m))
        return;
    if (from == HELD_PENDING && !placing)
        return;
    if ((from == HELD_RESERVE || from == HELD_BOARD) && (dg->phase != ALH_PHASE_ACTION || f->m->staged_count > 0))
        return;
    in->notice[0] = '\0';
    in->display_sel = 0;
    in->market_sel = -1;
    if (in->held_tile == tile && !in->dragging) {
        in->held_tile = 0; /* a second click puts it back */
        return;
    }
    in->held_tile = tile;
    in->held_from = from;
    in->view_player = -1;
    audio_play(f->ctx, SFX_CLICK);
}

static AlhCommand command_for(const TableFrame *f, int type)
{
    AlhCommand c = {0};
    c.type = (uint8_t)type;
    c.player = (uint8_t)f->mover;
    c.tile = (uint8_t)f->in->held_tile;
    return c;
}

/* The command a drop at x,y would make, for the held tile. */
static bool drop_command(const TableFrame *f, int x, int y, AlhCommand *out)
{
    int held = f->in->held_tile;
    if (!held)
        return false;
    const AlhBoard *b = &f->g->players[f->mover].board;
    int there = alh_board_tile_at(b, x, y);
    switch (f->in->held_from) {
    case HELD_PENDING: *out = command_for(f, ALH_CMD_PLACE); break;
    case HELD_RESERVE:
        *out = command_for(f, there ? ALH_CMD_REDESIGN_SWAP : ALH_CMD_REDESIGN_ADD);
        out->tile2 = (uint8_t)there;
        break;
    case HELD_MARKET:
        if (!table_mod_held_market_command(f, x, y, false, out))
            return false;
        break;
    default: return false;
    }
    out->x = (int8_t)x;
    out->y = (int8_t)y;
    out->option = f->in->option_choice;
    return true;
}

AlhError table_input_spot_error(const TableFrame *f, int x, int y)
{
    AlhCommand c;
    if (!drop_command(f, x, y, &c))
        return ALH_ERR_BAD_COMMAND;
    if (c.type == ALH_CMD_PLACE) {
        const AlhGame *g = match_decision_game(f->m);
        return alh_spot_check(g, f->mover, c.tile, x, y);
    }
    if (c.type == ALH_CMD_REDESIGN_ADD || f->in->held_from == HELD_MARKET)
        return alh_spot_check(f->g, f->mover, f->in->held_tile, x, y);
    return alh_check(f->g, &c);
}

bool table_input_spot_legal(const TableFrame *f, int x, int y) { return table_input_spot_error(f, x, y) == ALH_OK; }

void table_input_hold_next_waiting(TableFrame *f)
{
    TableInput *in = f->in;
    in->held_tile = 0;
    in->dragging = false;
    /* Hold the next tile still waiting, so placing several is click, click, click. */
    if (match_stage_complete(f->m))
        return;
    const AlhGame *g = match_decision_game(f->m);
    if (g->phase != ALH_PHASE_PLACE && g->phase != ALH_PHASE_FINAL_PLACE)
        return;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == f->mover) {
            in->held_tile = t;
            in->held_from = HELD_PENDING;
            break;
        }
}

void table_input_drop_on_board(TableFrame *f, int x, int y)
{
    AlhCommand c;
    if (!f->can_act || !drop_command(f, x, y, &c))
        return;
    if (f->in->held_from == HELD_MARKET) {
        table_mod_choose(f, &c); /* asks to confirm: a purchase out of turn cannot be undone */
        return;
    }
    /* Placements and redesigns alike are staged: undone freely until the turn is confirmed. */
    AlhError err = match_stage(f->ctx, f->m, &c);
    if (err == ALH_OK) {
        audio_play(f->ctx, SFX_TILE);
        table_input_hold_next_waiting(f);
        f->in->quiet_reason = true; /* the mouse rests on the tile just placed: no refusal there */
        return;
    }
    refuse(f, err);
}

void table_input_to_reserve(TableFrame *f)
{
    TableInput *in = f->in;
    if (!f->can_act || !in->held_tile)
        return;
    if (in->held_from == HELD_MARKET) {
        AlhCommand c;
        if (table_mod_held_market_command(f, 0, 0, true, &c))
            table_mod_choose(f, &c);
        return;
    }
    AlhError err;
    if (in->held_from == HELD_PENDING) {
        AlhCommand c = command_for(f, ALH_CMD_RESERVE);
        err = match_stage(f->ctx, f->m, &c);
        if (err == ALH_OK) {
            audio_play(f->ctx, SFX_TILE);
            table_input_hold_next_waiting(f);
            return;
        }
    } else if (in->held_from == HELD_BOARD) {
        AlhCommand c = command_for(f, ALH_CMD_REDESIGN_REMOVE);
        err = match_stage(f->ctx, f->m, &c);
        if (err == ALH_OK) {
            audio_play(f->ctx, SFX_TILE);
            table_input_hold_next_waiting(f);
            return;
        }
    } else {
        in->held_tile = 0; /* a reserve tile dropped back on the reserve */
        return;
    }
    refuse(f, err);
}

void table_input_to_dirk(TableFrame *f)
{
    TableInput *in = f->in;
    if (!f->can_act || !in->held_tile || in->held_from != HELD_PENDING)
        return;
    AlhCommand c = command_for(f, ALH_CMD_GIVE_DIRK);
    AlhError err = match_stage(f->ctx, f->m, &c);
    if (err == ALH_OK) {
        table_input_hold_next_waiting(f);
        return;
    }
    refuse(f, err);
}

void table_input_take(TableFrame *f)
{
    if (!f->can_act)
        return;
    AlhCommand c = {0};
    c.type = ALH_CMD_TAKE_MONEY;
    c.player = (uint8_t)f->mover;
    c.slots = f->in->display_sel;
    AlhError err = match_apply(f->ctx, f->m, &c);
    if (err != ALH_OK) {
        refuse(f, err);
        return;
    }
    f->in->display_sel = 0;
}

void table_input_buy(TableFrame *f)
{
    TableInput *in = f->in;
    if (!f->can_act || in->market_sel < 0)
        return;
    AlhCommand c = {0};
    c.type = ALH_CMD_BUY;
    c.player = (uint8_t)f->mover;
    c.space = (uint8_t)in->market_sel;
    c.cards = in->pay_sel;
    AlhError err = match_apply(f->ctx, f->m, &c);
    if (err != ALH_OK) {
        refuse(f, err);
        return;
    }
    in->market_sel = -1;
    memset(&in->pay_sel, 0, sizeof in->pay_sel);
}

void table_input_pass(TableFrame *f)
{
    if (!f->can_act)
        return;
    AlhCommand c = {0};
    c.type = ALH_CMD_PASS;
    c.player = (uint8_t)f->mover;
    AlhError err = match_apply(f->ctx, f->m, &c);
    if (err != ALH_OK)
        refuse(f, err);
}
