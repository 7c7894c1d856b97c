#version 100
uniform mat4 mvp;
uniform mat3 nmat;
uniform vec3 light;
attribute vec3 pos;
attribute vec3 normal;
attribute vec4 color;
attribute vec2 uv;
varying vec4 v_color;
varying vec2 v_uv;
void main() {
	gl_Position = mvp * vec4(pos, 1.0);
	float d = max(dot(normalize(nmat * normal), light), 0.0);
	v_color = vec4(color.rgb * (0.25 + 0.75 * d), 1.0);
	v_uv = uv;
}
