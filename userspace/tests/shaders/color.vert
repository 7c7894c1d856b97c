#version 100
uniform vec2 size;
attribute vec2 pos;
attribute vec4 color;
varying vec4 v_color;
void main() {
	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);
	v_color = color;
}
