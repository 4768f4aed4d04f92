/* SPDX-License-Identifier: MIT */
/* Which SDL renderer draws the window: the accelerated one, unless its OpenGL is itself software. */
#include "render_choice.h"

#include <SDL_opengl.h>
#include <string.h>

bool render_choice_gl_is_software(const char *gl_renderer)
{
    if (!gl_renderer)
        return false;
    /* Mesa's processor rasterisers and the generic Windows/Apple software ones */
    static const char *const names[] = {
        "llvmpipe", "softpipe", "swrast", "Software Rasterizer", "SWR ", "GDI Generic", "Apple Software Renderer"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (SDL_strstr(gl_renderer, names[i]))
            return true;
    return false;
}

/* The GL_RENDERER string of the current context of an OpenGL (ES) renderer, NULL when unknown. */
static const char *current_gl_renderer(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r, &info) != 0 || !info.name || SDL_strncmp(info.name, "opengl", 6) != 0)
        return NULL;
    typedef const GLubyte *(APIENTRY * GetString)(GLenum);
    GetString get_string = (GetString)SDL_GL_GetProcAddress("glGetString");
    return get_string ? (const char *)get_string(GL_RENDERER) : NULL;
}

static void say(char *why, size_t why_size, const char *text, const char *detail)
{
    if (why && why_size)
        SDL_snprintf(why, why_size, "%s%s%s", text, detail ? ": " : "", detail ? detail : "");
}

/* SDL's software renderer in a window presents through an OpenGL texture by default; when OpenGL
 * is software too that doubles the work, so present the window's pixels directly. A hint at the
 * default priority: SDL_FRAMEBUFFER_ACCELERATION in the environment still wins. */
static SDL_Renderer *create_software(SDL_Window *window)
{
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
}

SDL_Renderer *render_choice_create(SDL_Window *window, bool software, bool vsync, char *why, size_t why_size)
{
    if (software) {
        say(why, why_size, "software (pictures)", NULL);
        return create_software(window);
    }
    const char *asked = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    Uint32 flags = SDL_RENDERER_TARGETTEXTURE | SDL_RENDERER_ACCELERATED | (vsync ? SDL_RENDERER_PRESENTVSYNC : 0);
    SDL_Renderer *r = NULL;
    if (asked && *asked) {
        say(why, why_size, "SDL_RENDER_DRIVER", asked);
        if (SDL_strcasecmp(asked, "software") == 0)
            return create_software(window);
        r = SDL_CreateRenderer(window, -1, flags);
    } else {
        r = SDL_CreateRenderer(window, -1, flags);
        const char *gl = r ? current_gl_renderer(r) : NULL;
        if (gl && render_choice_gl_is_software(gl)) {
            say(why, why_size, "software, as OpenGL runs on the processor", gl);
            SDL_DestroyRenderer(r);
            r = create_software(window);
        } else if (r) {
            say(why, why_size, "accelerated", gl);
        }
    }
    if (!r) {
        say(why, why_size, "software, no accelerated renderer", SDL_GetError());
        r = create_software(window);
    }
    return r;
}
