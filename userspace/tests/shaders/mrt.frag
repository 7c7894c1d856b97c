#version 300 es
precision mediump float;
in vec4 v_color;
layout(location = 0) out vec4 a;
layout(location = 1) out vec4 b;
void main() {
	a = v_color;
	b = vec4(1.0 - v_color.rgb, 1.0);
}
