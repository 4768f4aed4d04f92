/* SPDX-License-Identifier: MIT */
/*
 * Taking a scratch position back to the position it was copied from, after a command was tried on
 * it, without copying the whole state again: the greedy ranking copies a position once per
 * simulated move and tries every candidate on that one copy.
 *
 * A command may change anything but most of the state is the six Alhambras (4,128 of 5,776
 * bytes), and an Alhambra changes only when a tile enters it, leaves it or moves in it. The engine
 * writes a board only together with that tile's place (turn.c: alh_put_in_alhambra, the
 * redesigns' alh_board_take then alh_put_in_reserve), and a board is exactly what its tiles'
 * places make of it (alh_game_validate rebuilds every board from where[] and compares the bytes).
 * So the boards to take back are found from the tiles' places alone; everything else is rewritten
 * whole, whatever the command was. The parts are laid out by offsetof and sizeof, so together they
 * cover the whole state, whatever fields are added later. Should the engine ever write a board
 * otherwise (a cache kept in AlhBoard, say), tests/bots/test_state_restore.c fails: it compares the
 * copy with a fresh one after every legal command of random positions, every module included.
 */
#include "bot_internal.h"

#include <stddef.h>
#include <string.h>

/* The Alhambras a tile's place concerns (bit q for player q's): none unless it stands in one. */
static unsigned place_boards(AlhTilePlace p)
{
    if (p.loc != ALH_LOC_ALHAMBRA)
        return 0;
    /* A place naming no seat of the game cannot be told apart: every board, to be safe. */
    return p.owner < ALH_MAX_PLAYERS ? 1u << p.owner : BOT_ALL_BOARDS;
}

/* The places are compared eight bytes at a time (two places), and one by one only where those differ. */
_Static_assert(sizeof(AlhTilePlace) == 4, "a tile's place is four bytes");
_Static_assert(sizeof(((AlhGame *)0)->where) % 8 == 0, "the places come in words of two");

static unsigned place_changed_boards(const unsigned char *a, const unsigned char *b)
{
    uint32_t wa, wb;
    memcpy(&wa, a, sizeof wa);
    memcpy(&wb, b, sizeof wb);
    if (wa == wb)
        return 0;
    AlhTilePlace pa, pb;
    memcpy(&pa, a, sizeof pa);
    memcpy(&pb, b, sizeof pb);
    return place_boards(pa) | place_boards(pb);
}

unsigned bot_boards_moved(const AlhGame *after, const AlhGame *before)
{
    enum { WORDS = sizeof after->where / 8, BLOCK = 8 };
    const unsigned char *a = (const unsigned char *)after->where, *b = (const unsigned char *)before->where;
    unsigned moved = 0;
    /* A command moves a few tiles: blocks of eight words are told equal at once, without a branch per word. */
    for (size_t block = 0; block < WORDS; block += BLOCK) {
        size_t end = block + BLOCK < WORDS ? block + BLOCK : WORDS;
        uint64_t differ = 0;
        for (size_t k = block; k < end; k++) {
            uint64_t wa, wb;
            memcpy(&wa, a + 8 * k, sizeof wa);
            memcpy(&wb, b + 8 * k, sizeof wb);
            differ |= wa ^ wb;
        }
        if (!differ)
            continue;
        for (size_t k = block; k < end; k++) {
            uint64_t wa, wb;
            memcpy(&wa, a + 8 * k, sizeof wa);
            memcpy(&wb, b + 8 * k, sizeof wb);
            if (wa != wb)
                moved |= place_changed_boards(a + 8 * k, b + 8 * k) | place_changed_boards(a + 8 * k + 4, b + 8 * k + 4);
        }
    }
    return moved;
}

unsigned bot_boards_moved_by(const AlhGame *after, const AlhGame *before, const AlhCommand *c, bool plain)
{
    if (plain && c->player < ALH_MAX_PLAYERS)
        switch (c->type) {
        case ALH_CMD_TAKE_MONEY:
        case ALH_CMD_BUY:
        case ALH_CMD_PASS:
        case ALH_CMD_RESERVE:
        case ALH_CMD_GIVE_DIRK: return 0; /* money, the market, a tile waiting, in the reserve or Dirk's */
        case ALH_CMD_PLACE:
        case ALH_CMD_REDESIGN_ADD:
        case ALH_CMD_REDESIGN_REMOVE:
        case ALH_CMD_REDESIGN_SWAP: return 1u << c->player; /* the mover's Alhambra, at most */
        default: break;
        }
    return bot_boards_moved(after, before);
}

/*
 * Out of line, so that the length is not a constant where it is called: a constant length is
 * copied inline with `rep movs`, whose start costs more than these few hundred bytes; the C
 * library's memcpy copies them with vector moves.
 */
__attribute__((noinline)) static void copy_range(AlhGame *work, const AlhGame *from, size_t start, size_t end)
{
    if (end > start)
        memcpy((unsigned char *)work + start, (const unsigned char *)from + start, end - start);
}

/* A player's part but the Alhambra: a few words, copied inline. */
static inline void copy_small(AlhGame *work, const AlhGame *from, size_t start, size_t end)
{
    if (end > start)
        memcpy((unsigned char *)work + start, (const unsigned char *)from + start, end - start);
}

void bot_restore_parts(AlhGame *work, const AlhGame *from, unsigned boards, unsigned parts)
{
    const size_t players = offsetof(AlhGame, players), player = sizeof(AlhPlayer);
    const size_t board = offsetof(AlhPlayer, board), board_end = board + sizeof(AlhBoard);
    if (parts & BOT_RESTORE_SHARED)
        copy_range(work, from, 0, players);
    for (int q = 0; q < ALH_MAX_PLAYERS; q++) {
        size_t at = players + (size_t)q * player;
        if (parts & BOT_RESTORE_HANDS) {
            copy_small(work, from, at, at + board);
            copy_small(work, from, at + board_end, at + player);
        }
        if ((parts & BOT_RESTORE_BOARDS) && ((boards >> q) & 1))
            copy_range(work, from, at + board, at + board_end);
    }
    if (parts & BOT_RESTORE_MODULES)
        copy_range(work, from, players + ALH_MAX_PLAYERS * player, sizeof(AlhGame));
}

void bot_restore(AlhGame *work, const AlhGame *from, unsigned boards) { bot_restore_parts(work, from, boards, BOT_RESTORE_ALL); }
