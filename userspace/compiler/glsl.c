// SPDX-License-Identifier: MIT
/*
 * GLSL ES 1.00 and 3.00 to SPIR-V through glslang's C interface.
 * glslang generates SPIR-V from ES 3.10 and later only, so the source is
 * read as ES 3.10 for OpenGL: its #version line is replaced, and ES 1.00's
 * attribute, varying, gl_FragColor (or gl_FragData[0]) and texture2D
 * (with its Proj and Lod forms, and textureCube's) are spelled as 3.10
 * spells them, by macros ahead of the source (EXT_shader_texture_lod's
 * functions too).  Locations are assigned in declaration order.
 * glslang's messages name the source's own lines.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glslang/Include/glslang_c_interface.h>
#include <glslang/Public/resource_limits_c.h>

#include "mrc.h"

/*
 * ES 1.00's fragment shader: its samples, and EXT_shader_texture_lod's
 * (a level or gradients in the fragment shader)
 */
#define FS_100 \
	"#version 310 es\n" \
	"#define varying in\n" \
	"#define texture2D texture\n" \
	"#define texture2DProj textureProj\n" \
	"#define textureCube texture\n" \
	"#define texture2DLodEXT textureLod\n" \
	"#define texture2DProjLodEXT textureProjLod\n" \
	"#define textureCubeLodEXT textureLod\n" \
	"#define texture2DGradEXT textureGrad\n" \
	"#define texture2DProjGradEXT textureProjGrad\n" \
	"#define textureCubeGradEXT textureGrad\n"

#define STRING(x) #x
#define NUMBER(x) STRING(x)

/*
 * What goes in front of the shader's body in place of its #version;
 * draw_buffers: EXT_draw_buffers's gl_FragData, one a target
 */
static const char *prelude(enum mrc_stage stage, int version,
			   bool frag_data, bool draw_buffers)
{
	if (version >= 300)
		return "#version 310 es\n";
	if (stage == MRC_FRAGMENT && draw_buffers)
		return FS_100
		       "layout(location = 0) out mediump vec4 mrc_FragData["
		       NUMBER(MR_MAX_TARGETS) "];\n"
		       "#define gl_FragData mrc_FragData\n";
	/* gl_FragData[0], where a shader writes it instead of gl_FragColor */
	if (stage == MRC_FRAGMENT && frag_data)
		return FS_100
		       "layout(location = 0) out mediump vec4 mrc_FragData[1];\n"
		       "#define gl_FragData mrc_FragData\n";
	if (stage == MRC_VERTEX)
		return "#version 310 es\n"
		       "#define attribute in\n"
		       "#define varying out\n"
		       "#define texture2D texture\n"
		       "#define texture2DProj textureProj\n"
		       "#define texture2DLod textureLod\n"
		       "#define texture2DProjLod textureProjLod\n"
		       "#define textureCube texture\n"
		       "#define textureCubeLod textureLod\n";
	return FS_100
	       "layout(location = 0) out mediump vec4 mrc_FragColor;\n"
	       "#define gl_FragColor mrc_FragColor\n";
}

/*
 * The line of s that is an #extension directive naming extension name
 * (NULL if none), and its length without its newline
 */
static const char *extension_line(const char *s, const char *name,
				  size_t *len)
{
	const char *line, *p;

	for (line = s; *line; line = *p ? p + 1 : p) {
		p = line + strspn(line, " \t");
		if (*p == '#') {
			p += 1 + strspn(p + 1, " \t");
			if (!strncmp(p, "extension", 9)) {
				p += 9 + strspn(p + 9, " \t");
				if (!strncmp(p, name, strlen(name)) &&
				    strchr(" \t:", p[strlen(name)])) {
					*len = strcspn(line, "\n");
					return line;
				}
			}
		}
		p = line + strcspn(line, "\n");
	}
	return NULL;
}

/*
 * The source with its #version line replaced; the #line directive keeps
 * glslang's line numbers the source's own.  ES 1.00's EXT_draw_buffers
 * is not one glslang knows for 3.10: its #extension line is blanked, and
 * gl_FragData has a place for every target.
 */
static char *rewrite(enum mrc_stage stage, const char *src, char *error,
		     size_t error_len)
{
	const char *p = src, *body, *pre, *ext = NULL;
	int version = 100, at;
	size_t len, ext_len = 0;
	char *out;

	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	body = src;
	if (!strncmp(p, "#version", 8)) {
		if (sscanf(p + 8, "%d", &version) != 1 ||
		    (version != 100 && version != 300)) {
			snprintf(error, error_len,
				 "0:1: #version: GLSL ES 1.00 and 3.00 only");
			return NULL;
		}
		body = strchr(p, '\n');
		body = body ? body + 1 : p + strlen(p);
	}
	if (version == 100 && stage == MRC_FRAGMENT)
		ext = extension_line(body, "GL_EXT_draw_buffers", &ext_len);
	pre = prelude(stage, version, strstr(body, "gl_FragData"), ext);
	len = strlen(pre) + strlen(body) + 32;
	out = malloc(len);
	if (!out) {
		snprintf(error, error_len, "out of memory");
		return NULL;
	}
	at = snprintf(out, len, "%s#line %d\n", pre, body == src ? 1 : 2);
	snprintf(out + at, len - (size_t)at, "%s", body);
	if (ext)
		memset(out + at + (ext - body), ' ', ext_len);
	return out;
}

/*
 * glslang's process state (its built-in symbol tables, most of a
 * compile's time when made anew): made once, on the first compile, and
 * let go as the program ends
 */
static pthread_once_t glslang_once = PTHREAD_ONCE_INIT;
static bool glslang_up;

static void glslang_start(void)
{
	glslang_up = glslang_initialize_process();
}

__attribute__((destructor)) static void glslang_stop(void)
{
	if (glslang_up)
		glslang_finalize_process();
}

int mrc_glsl_to_spirv(enum mrc_stage stage, const char *source,
		      uint32_t **words, size_t *nwords, char *error,
		      size_t error_len)
{
	glslang_stage_t gs = stage == MRC_VERTEX ? GLSLANG_STAGE_VERTEX :
						   GLSLANG_STAGE_FRAGMENT;
	char *src = rewrite(stage, source, error, error_len);
	glslang_input_t input = {
		.language = GLSLANG_SOURCE_GLSL,
		.stage = gs,
		.client = GLSLANG_CLIENT_OPENGL,
		.client_version = GLSLANG_TARGET_OPENGL_450,
		.target_language = GLSLANG_TARGET_SPV,
		.target_language_version = GLSLANG_TARGET_SPV_1_0,
		.code = src,
		.default_version = 310,
		.default_profile = GLSLANG_ES_PROFILE,
		.messages = GLSLANG_MSG_DEFAULT_BIT,
		.resource = glslang_default_resource(),
	};
	glslang_shader_t *shader = NULL;
	glslang_program_t *program = NULL;
	glslang_spv_options_t spv_options = { 0 };
	int ret = -1;

	*words = NULL;
	*nwords = 0;
	if (!src)
		return -1;
	pthread_once(&glslang_once, glslang_start);
	shader = glslang_up ? glslang_shader_create(&input) : NULL;
	if (!shader) {
		snprintf(error, error_len, "glslang: no shader");
		goto out;
	}
	glslang_shader_set_options(shader, GLSLANG_SHADER_AUTO_MAP_LOCATIONS |
				   GLSLANG_SHADER_AUTO_MAP_BINDINGS);
	if (!glslang_shader_preprocess(shader, &input) ||
	    !glslang_shader_parse(shader, &input)) {
		snprintf(error, error_len, "%s", glslang_shader_get_info_log(shader));
		goto out;
	}
	program = glslang_program_create();
	glslang_program_add_shader(program, shader);
	if (!glslang_program_link(program, GLSLANG_MSG_SPV_RULES_BIT |
				  GLSLANG_MSG_DEFAULT_BIT) ||
	    !glslang_program_map_io(program)) {
		snprintf(error, error_len, "%s",
			 glslang_program_get_info_log(program));
		goto out;
	}
	/*
	 * As glslang_program_SPIRV_generate(), with OpLine: the compiler's
	 * own messages then name the source line too
	 */
	spv_options.generate_debug_info = true;
	spv_options.disable_optimizer = true;
	spv_options.validate = true;
	glslang_program_SPIRV_generate_with_options(program, gs, &spv_options);
	*nwords = glslang_program_SPIRV_get_size(program);
	*words = malloc(*nwords * sizeof(**words));
	if (!*words) {
		snprintf(error, error_len, "out of memory");
		goto out;
	}
	glslang_program_SPIRV_get(program, *words);
	ret = 0;
out:
	if (program)
		glslang_program_delete(program);
	if (shader)
		glslang_shader_delete(shader);
	free(src);
	return ret;
}
