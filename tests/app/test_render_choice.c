/* SPDX-License-Identifier: MIT */
/*
 * The renderer chosen for the window: an OpenGL that runs on the processor (llvmpipe, softpipe...)
 * is recognised and left for SDL's software renderer, a real GPU's is kept, and SDL_RENDER_DRIVER
 * overrides the choice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "render_choice.h"

static void check_names(void)
{
    CHECK(render_choice_gl_is_software("llvmpipe (LLVM 15.0.6, 256 bits)"), "llvmpipe is software");
    CHECK(render_choice_gl_is_software("softpipe"), "softpipe is software");
    CHECK(render_choice_gl_is_software("Mesa X11 swrast"), "swrast is software");
    CHECK(render_choice_gl_is_software("Software Rasterizer"), "the classic Mesa one is software");
    CHECK(render_choice_gl_is_software("GDI Generic"), "Windows' own is software");
    CHECK(!render_choice_gl_is_software("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"), "an Intel GPU is not");
    CHECK(!render_choice_gl_is_software("NVIDIA GeForce GTX 1060/PCIe/SSE2"), "an NVIDIA GPU is not");
    CHECK(!render_choice_gl_is_software("AMD Radeon RX 580 Series (polaris10, LLVM 15.0.6, DRM 3.49)"),
          "a Radeon compiled by LLVM is not llvmpipe");
    CHECK(!render_choice_gl_is_software(NULL), "no string, no verdict");
}

static void check_window(const char *driver, const char *want_name, const char *want_why)
{
    if (driver)
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver);
    SDL_Window *w = SDL_CreateWindow("t", 0, 0, 320, 200, SDL_WINDOW_HIDDEN);
    CHECK(w != NULL, "a window on the dummy driver: %s", SDL_GetError());
    if (!w)
        return;
    char why[128] = "";
    SDL_Renderer *r = render_choice_create(w, false, false, why, sizeof why);
    CHECK(r != NULL, "a renderer (%s): %s", driver ? driver : "default", SDL_GetError());
    if (r) {
        SDL_RendererInfo info;
        SDL_GetRendererInfo(r, &info);
        CHECK(strcmp(info.name, want_name) == 0, "renderer %s, wanted %s", info.name, want_name);
        CHECK(strstr(why, want_why) != NULL, "reason '%s' should say '%s'", why, want_why);
        SDL_DestroyRenderer(r);
    }
    SDL_DestroyWindow(w);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    setvbuf(stdout, NULL, _IOLBF, 0);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    unsetenv("SDL_RENDER_DRIVER");
    check_names();
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("FAILED: no dummy video: %s\n", SDL_GetError());
        return 1;
    }
    /* the dummy video driver has no OpenGL: the default falls back to software and says why
     * (first: the hint set below stays set) */
    check_window(NULL, "software", "software");
    check_window("software", "software", "SDL_RENDER_DRIVER: software");
    SDL_Quit();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
