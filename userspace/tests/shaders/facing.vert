#version 300 es
uniform vec2 size;
layout(location = 0) in vec3 pos;
layout(location = 1) in vec4 color;
out vec4 v_color;
void main() {
	gl_Position = vec4(pos.xy * 2.0 / size - 1.0, pos.z, 1.0);
	v_color = color;
}
