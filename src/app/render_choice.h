/* SPDX-License-Identifier: MIT */
/* Which SDL renderer draws the window: the accelerated one, unless its OpenGL is itself software. */
#ifndef ALHAMBRA_RENDER_CHOICE_H
#define ALHAMBRA_RENDER_CHOICE_H

#include <stdbool.h>
#include <stddef.h>
#include <SDL.h>

/*
 * The renderer for window. software: SDL's software renderer (screenshots: the same pixels
 * everywhere). Otherwise SDL's accelerated renderer (vsync unless benchmark), except when its
 * OpenGL draws with the processor (Mesa's llvmpipe or softpipe, as under Xvfb or in a virtual
 * machine): then SDL's own software renderer, which draws this table several times faster and
 * in a third of the memory, presenting straight to the window (no OpenGL texture in between).
 * SDL_RENDER_DRIVER (environment or hint) overrides the choice: whatever it names is used.
 * why (may be NULL) receives a short reason for the choice, for the benchmark's report.
 * NULL when no renderer at all can be made (SDL_GetError says why).
 */
SDL_Renderer *render_choice_create(SDL_Window *window, bool software, bool vsync, char *why, size_t why_size);

/* True when the OpenGL renderer string names a rasteriser that runs on the processor. */
bool render_choice_gl_is_software(const char *gl_renderer);

#endif
