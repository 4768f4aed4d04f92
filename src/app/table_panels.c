/* SPDX-License-Identifier: MIT */
/* The table's fixed panels: their list from the layout, and their drawing when not in the table's picture. */
#include "table_panels.h"

#include <math.h>
#include "table_modules.h"

PanelStyle table_panel_style(float s)
{
    return (PanelStyle){14 * s,
                        16 * s,
                        5 * s,
                        55,
                        {0xF7, 0xEE, 0xDC, 255},
                        {0xEE, 0xDF, 0xC2, 255},
                        fmaxf(1.0f, 1.5f * s),
                        {0x8C, 0x5A, 0x3C, 170}};
}

PanelStyle table_log_style(float s)
{
    SDL_Color paper = {0xF5, 0xEB, 0xD7, 235};
    return (PanelStyle){12 * s, 0, 0, 0, paper, paper, 1.5f, {0x8C, 0x5A, 0x3C, 150}};
}

PanelStyle table_side_style(float s, bool to_move, bool hot)
{
    SDL_Color gold = {0xC9, 0x9A, 0x2E, 255}, brown = {0x8C, 0x5A, 0x3C, 150};
    return (PanelStyle){12 * s,
                        12 * s,
                        4 * s,
                        60,
                        to_move ? (SDL_Color){0xFB, 0xF1, 0xD6, 255} : (SDL_Color){0xF8, 0xF0, 0xDE, 255},
                        {0xEF, 0xE2, 0xC6, 255},
                        to_move ? fmaxf(2.0f, 4 * s)
                        : hot   ? 3.0f
                                : 1.5f,
                        to_move || hot ? gold : brown};
}

static void add(TablePanel *out, int *n, SDL_Rect rect, PanelStyle style)
{
    if (rect.w > 0 && rect.h > 0 && *n < TABLE_PANELS_MAX)
        out[(*n)++] = (TablePanel){rect, style};
}

int table_fixed_panels(const TableFrame *f, TablePanel out[TABLE_PANELS_MAX])
{
    /* The order of table_frame's drawing (screen_table.c): where shadows overlap, the later on top. */
    const TableLayout *L = &f->L;
    PanelStyle paper = table_panel_style(L->s);
    int n = 0;
    add(out, &n, L->deck_panel, paper);
    add(out, &n, L->display_panel, paper);
    add(out, &n, L->market_panel, paper);
    add(out, &n, L->bag, paper);
    if (table_has_modules(f->g))
        add(out, &n, L->modules, paper);
    add(out, &n, L->pending, paper);
    add(out, &n, L->reserve, paper);
    for (int i = 0; i < L->others_count; i++)
        if (table_side_player(f, i) >= 0)
            add(out, &n, L->others[i], table_side_style(L->s, false, false));
    add(out, &n, L->log, table_log_style(L->s));
    add(out, &n, L->hand, paper);
    add(out, &n, L->actions, paper);
    return n;
}

void table_panel_draw(TableFrame *f, SDL_Rect rect, const PanelStyle *style)
{
    if (!f->panels_baked)
        panel_picture_draw(f->ctx, rect, style);
}
