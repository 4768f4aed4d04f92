/* SPDX-License-Identifier: MIT */
/* "Since your last turn" (since_turn.h). */
#include "since_turn.h"

#include <stdlib.h>
#include <string.h>
#include "client_module.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "table.h"
#include "text.h"
#include "ui.h"

/* ------------------------------------------------------------------ the summary */

static int score_of(const AlhGame *g, int seat) { return seat == ALH_DIRK ? g->dirk_score : g->players[seat].score; }

void since_compute(const AlhGame *before, const AlhGame *now, int player, SinceSummary *out)
{
    memset(out, 0, sizeof *out);
    out->player = player;
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (now->market[s] && now->market[s] != before->market[s]) {
            out->new_tiles[s] = now->market[s];
            out->new_tile_count++;
        }
    bool dirk = alh_game_has_dirk(now);
    for (int q = 0; q < SINCE_MAX_SEATS; q++) {
        out->seat[q] = q < now->num_players || (q == ALH_DIRK && dirk);
        if (!out->seat[q])
            continue;
        out->score_before[q] = score_of(before, q);
        out->score_now[q] = score_of(now, q);
    }
    out->scorings = now->scorings_done - before->scorings_done;
    AlhMajorities mb, mn;
    alh_majorities(before, &mb);
    alh_majorities(now, &mn);
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        if (mb.place[player][t] == mn.place[player][t])
            continue;
        SinceMajority *m = &out->majorities[out->majority_count++];
        m->type = t;
        m->place_before = mb.place[player][t];
        m->place_now = mn.place[player][t];
        m->leader = -1;
        for (int q = 0; q < SINCE_MAX_SEATS; q++)
            if (mn.present[q] && q != player && mn.count[q][t] > m->leader_count) {
                m->leader = q;
                m->leader_count = mn.count[q][t];
            }
    }
}

/* ------------------------------------------------------------------ the table */

typedef struct SinceState {
    const Match *match;
    uint64_t seed; /* with match and last_command: the same game as before */
    uint16_t last_command;
    int last_mover;
    AlhGame *before[ALH_MAX_PLAYERS]; /* the game when each human's last turn ended */
    int log_at[ALH_MAX_PLAYERS];      /* the log's length then */
    int waiting;                      /* a human whose turn began, to be shown when they can act; -1 */
    bool open;
    uint16_t opened_at; /* the command count when shown: any command closes it */
    int opened_staged;  /* the choices staged then: one more (a placement, a redesign) closes it too */
    SinceSummary sum;
    char text[4096];
    int line_at[64]; /* where each of the text's lines begins */
    int line_count;
    int earlier;  /* the others' log lines left out before the first one (the text keeps the latest) */
    SDL_Rect box; /* where it was drawn in the last frame (empty when it was not) */
} SinceState;

static SinceState since = {.last_mover = -1, .waiting = -1}; /* the client's UI thread owns it */

void table_since_forget(void)
{
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        free(since.before[p]);
        since.before[p] = NULL;
    }
    since.match = NULL;
    since.last_command = 0;
    since.last_mover = -1;
    since.waiting = -1;
    since.open = false;
    since.text[0] = '\0';
    since.line_count = 0;
    since.earlier = 0;
    since.box = (SDL_Rect){0, 0, 0, 0};
}

const char *table_since_text(void) { return since.open ? since.text : NULL; }

int table_since_player(void) { return since.open ? since.sum.player : -1; }

bool table_since_box(SDL_Rect *out)
{
    if (since.box.w <= 0)
        return false;
    *out = since.box;
    return true;
}

static const char *seat_name(const Match *m, int seat, AppContext *ctx)
{
    return seat == ALH_DIRK ? tr(ctx, "since.dirk") : match_seat_name(m, seat);
}

static const char *tile_noun(int tile, char *buf, size_t size)
{
    const AlhModuleClient *part = client_module_of_tile(tile);
    if (part->tile_noun)
        return part->tile_noun(tile);
    const AlhTileInfo *info = alh_tile_info(tile);
    return phrase_type_noun(info && info->type < ALH_NUM_TYPES ? info->type : 0, buf, size);
}

/* Adds a line to the summary (since.line_at notes where it begins). */
static void append(char *text, size_t size, const char *line)
{
    size_t used = strlen(text);
    if (used + strlen(line) + 2 < size && since.line_count < (int)(sizeof since.line_at / sizeof *since.line_at)) {
        SDL_snprintf(text + used, size - used, "%s%s", used ? "\n" : "", line);
        since.line_at[since.line_count++] = (int)(used ? used + 1 : 0);
    }
}

/* The summary's line i, alone. */
static const char *line_text(int i, char *buf, size_t size)
{
    const char *start = since.text + since.line_at[i], *end = strchr(start, '\n');
    size_t len = end ? (size_t)(end - start) : strlen(start);
    if (len >= size)
        len = size - 1;
    memcpy(buf, start, len);
    buf[len] = '\0';
    return buf;
}

/* The summary in lines: the others' actions, the market, the scores, the majorities. */
static void compose(AppContext *ctx, const Match *m, int player, int log_from, char *text, size_t size)
{
    const SinceSummary *s = &since.sum;
    char line[512], item[160], noun[32], cur[32], list[400];
    text[0] = '\0';
    since.line_count = 0;
    since.earlier = 0;
    int first = log_from < 0 ? 0 : log_from;
    if (m->log_count - first > 12) { /* the latest, when the others played a lot: the rest counted */
        for (int i = first; i < m->log_count - 12; i++)
            since.earlier += m->log[i].player != player;
        first = m->log_count - 12;
    }
    for (int i = first; i < m->log_count; i++)
        if (m->log[i].player != player)
            append(text, size, match_log_text(ctx, m, &m->log[i], line, sizeof line));
    if (s->new_tile_count) {
        list[0] = '\0';
        for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
            if (!s->new_tiles[sp])
                continue;
            phrase_currency_noun(alh_market_currency(sp), cur, sizeof cur);
            phrase(ctx, item, sizeof item, "since.market_item",
                   (const PhraseArg[]){PH_NOUN("tile", tile_noun(s->new_tiles[sp], noun, sizeof noun)), PH_NOUN("cur", cur)}, 2);
            size_t used = strlen(list);
            SDL_snprintf(list + used, sizeof list - used, "%s%s", used ? ", " : "", item);
        }
        append(text, size, phrase(ctx, line, sizeof line, "since.market", (const PhraseArg[]){PH_TEXT("list", list)}, 1));
    }
    bool scores_moved = s->scorings > 0;
    for (int q = 0; q < SINCE_MAX_SEATS; q++)
        scores_moved |= s->seat[q] && s->score_now[q] != s->score_before[q];
    if (scores_moved) {
        list[0] = '\0';
        for (int q = 0; q < SINCE_MAX_SEATS; q++) {
            if (!s->seat[q])
                continue;
            phrase(ctx, item, sizeof item, "since.score_item",
                   (const PhraseArg[]){PH_TEXT("who", seat_name(m, q, ctx)), PH_NUM("n", s->score_now[q]),
                                       PH_NUM("gain", s->score_now[q] - s->score_before[q])},
                   3);
            size_t used = strlen(list);
            SDL_snprintf(list + used, sizeof list - used, "%s%s", used ? " · " : "", item);
        }
        append(text, size,
               phrase(ctx, line, sizeof line, s->scorings ? "since.scores_scoring" : "since.scores",
                      (const PhraseArg[]){PH_TEXT("list", list), PH_NUM("n", s->scorings)}, 2));
    }
    for (int i = 0; i < s->majority_count; i++) {
        const SinceMajority *mj = &s->majorities[i];
        char from[48], to[48];
        SDL_snprintf(item, sizeof item, "since.place.%d", mj->place_before > 3 ? 0 : mj->place_before);
        SDL_strlcpy(from, tr(ctx, item), sizeof from);
        SDL_snprintf(item, sizeof item, "since.place.%d", mj->place_now > 3 ? 0 : mj->place_now);
        SDL_strlcpy(to, tr(ctx, item), sizeof to);
        phrase_type_noun(mj->type, noun, sizeof noun);
        phrase(ctx, line, sizeof line, mj->leader >= 0 ? "since.majority" : "since.majority_alone",
               (const PhraseArg[]){PH_NOUN("type", noun), PH_TEXT("from", from), PH_TEXT("to", to),
                                   PH_TEXT("who", mj->leader >= 0 ? seat_name(m, mj->leader, ctx) : ""),
                                   PH_NUM("n", mj->leader_count)},
               5);
        append(text, size, line);
    }
}

static void snapshot(const Match *m, int p)
{
    if (!since.before[p])
        since.before[p] = malloc(sizeof(AlhGame));
    if (!since.before[p])
        return;
    memcpy(since.before[p], &m->game, sizeof(AlhGame));
    since.log_at[p] = m->log_count;
}

static bool human(const Match *m, int p) { return p >= 0 && p < m->num_seats && !m->seats[p].is_bot; }

static SDL_FRect frect(SDL_Rect r) { return (SDL_FRect){(float)r.x, (float)r.y, (float)r.w, (float)r.h}; }

void table_since_frame(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    const Match *m = f->m;
    /* Another game (a new match may sit where the old one was freed): forget the old one's turns. */
    if (m != since.match || m->game.seed != since.seed || m->game.command_count < since.last_command) {
        table_since_forget();
        since.match = m;
        since.seed = m->game.seed;
        since.last_mover = f->mover;
    }
    since.last_command = m->game.command_count;
    if (f->mover != since.last_mover) {
        if (human(m, since.last_mover))
            snapshot(m, since.last_mover); /* their turn is over, refills done */
        since.open = false;
        since.waiting = human(m, f->mover) && since.before[f->mover] ? f->mover : -1;
        since.last_mover = f->mover;
    }
    if (since.open && (m->game.command_count != since.opened_at || m->staged_count != since.opened_staged))
        since.open = false; /* the player acted (a building placed or a redesign is acting too, though it
                             * is not played before Confirm: the box stayed over the log) */
    if (since.waiting >= 0 && f->can_act && since.waiting == f->mover) {
        since.waiting = -1;
        if (ctx->settings.since_summary && m->game.phase != ALH_PHASE_OVER) {
            since_compute(since.before[f->mover], &m->game, f->mover, &since.sum);
            compose(ctx, m, f->mover, since.log_at[f->mover], since.text, sizeof since.text);
            /* Nothing to say (the same player asked again right after their own turn, in the window
             * after it): no panel over the log saying "Nothing changed." */
            since.open = since.text[0] != '\0';
            since.opened_at = m->game.command_count;
            since.opened_staged = m->staged_count;
        }
    }
    since.box = (SDL_Rect){0, 0, 0, 0};
    if (!since.open || !f->can_act)
        return;

    /* The market's newcomers marked, and the summary at the top left of the board. */
    float t = 3.5f * ctx->scale < 2 ? 2 : 3.5f * ctx->scale;
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++)
        if (since.sum.new_tiles[sp]) {
            SDL_Rect r = f->L.market[sp];
            paint_round_rect_outline(ctx->renderer, (SDL_FRect){r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t}, 8 * ctx->scale, t,
                                     PAL_TILE_BLUE);
        }
    /* Over the game log, whose latest lines it sums up, when the log has the room. Without one (table
     * mode, small windows), at the foot of the players' column, over what there is of the log and the
     * last cards, as the first-game tips: never over the board, where the player looks at the
     * Alhambra and clicks the green spots (at the board's top left it hid them until OK). */
    int pad = app_px(ctx, 14);
    bool on_log = f->L.log.w > app_px(ctx, 200) && f->L.log.h > app_px(ctx, 160);
    SDL_Rect room = on_log ? f->L.log : f->L.side;
    int w = room.w;
    int title_px = app_px(ctx, 21) < 12 ? 12 : app_px(ctx, 21), px = app_px(ctx, 17) < 11 ? 11 : app_px(ctx, 17);
    int th = text_line_height(ctx, FONT_BOLD, title_px), close_w = app_px(ctx, 90);
    /* The title beside the OK button, on two lines when one is too short (in French, over a narrow
     * log, "Depuis votre dernier tour" ran under the button). */
    int title_w = w - pad - pad / 2 - close_w - app_px(ctx, 8);
    int head =
        text_draw_wrapped(ctx, FONT_BOLD, title_px, 0, 0, title_w, PAL_TILE_BLUE, TEXT_LEFT, tr(ctx, "since.title"), false);
    if (head < th)
        head = th;
    /* The lines that hold in the room, the newest kept: the others' latest moves and what they
     * changed come last and matter most. The earlier ones left out are counted on a line of their
     * own ("… 3 earlier events"): none goes without a word (the newest were dropped, silently, when
     * the summary was taller than the log). */
    int max_body = room.h - head - 2 * pad - app_px(ctx, 8);
    char one[1024], more[160] = "";
    int heights[64], body = 0, first = 0, more_h = 0;
    for (int i = 0; i < since.line_count; i++) {
        heights[i] =
            text_draw_wrapped(ctx, FONT_UI, px, 0, 0, w - 2 * pad, PAL_INK, TEXT_LEFT, line_text(i, one, sizeof one), false);
        body += heights[i];
    }
    for (;;) {
        if (since.earlier + first > 0) {
            PHRASE(ctx, more, "since.earlier", PH_NUM("n", since.earlier + first));
            more_h = text_draw_wrapped(ctx, FONT_UI, px, 0, 0, w - 2 * pad, PAL_MUTED, TEXT_LEFT, more, false);
        }
        if (body + more_h <= max_body || first >= since.line_count - 1)
            break;
        body -= heights[first++]; /* the oldest line goes */
    }
    body += more_h;
    if (body > max_body) /* whole lines: the last one was cut through its middle at 1280x720 */
        body = max_body - max_body % text_line_height(ctx, FONT_UI, px);
    SDL_Rect box = room; /* covers the log it sums up */
    if (!on_log) {
        box.h = head + body + 2 * pad + app_px(ctx, 8);
        box.y = room.y + room.h - box.h;
    }
    since.box = box;
    paint_shadow(ctx->renderer, frect(box), 10 * ctx->scale, 12 * ctx->scale, 4 * ctx->scale, 80);
    paint_round_rect(ctx->renderer, frect(box), 10 * ctx->scale, (SDL_Color){0xF3, 0xF6, 0xF8, 0xFF});
    paint_round_rect_outline(ctx->renderer, frect(box), 10 * ctx->scale, 2.5f * ctx->scale, PAL_TILE_BLUE);
    text_trace_cover(ctx, box); /* the log's lines under it are not read */
    /* What lies under it is neither pointed at nor clicked: no tooltip of a card under it, no small
     * Alhambra enlarged, no card chosen through it (the box is drawn before the enlarged Alhambra). */
    ui_tooltips_cover(ctx, box);
    if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, box))
        f->enlarge_player = -1;
    ui_hit(ctx, "table.since", box, true);
    SDL_Rect close = {box.x + box.w - close_w - pad / 2, box.y + pad / 2, close_w, th + app_px(ctx, 6)};
    text_draw_wrapped(ctx, FONT_BOLD, title_px, box.x + pad, box.y + pad, title_w, PAL_TILE_BLUE, TEXT_LEFT,
                      tr(ctx, "since.title"), true);
    if (ui_button(ctx, "table.since_close", close, tr(ctx, "since.close"), UI_SECONDARY))
        since.open = false;
    SDL_Rect clip = {box.x + pad, box.y + pad + head + app_px(ctx, 8), w - 2 * pad, body};
    SDL_RenderSetClipRect(ctx->renderer, &clip);
    int y = clip.y;
    if (more_h)
        y += text_draw_wrapped(ctx, FONT_UI, px, clip.x, y, clip.w, PAL_MUTED, TEXT_LEFT, more, true);
    for (int i = first; i < since.line_count && y < clip.y + clip.h; i++)
        y += text_draw_wrapped(ctx, FONT_UI, px, clip.x, y, clip.w, PAL_INK, TEXT_LEFT, line_text(i, one, sizeof one), true);
    SDL_RenderSetClipRect(ctx->renderer, NULL);
}
