#version 300 es
precision mediump float;
flat in vec4 v_color;
layout(location = 0) out vec4 frag;
void main() {
	frag = v_color;
}
