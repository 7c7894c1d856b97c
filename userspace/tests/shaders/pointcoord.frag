#version 300 es
precision mediump float;
layout(location = 0) out vec4 frag;
void main() {
	frag = vec4(gl_PointCoord, 0.5, 1.0);
}
