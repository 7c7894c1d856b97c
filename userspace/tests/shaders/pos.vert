#version 300 es
uniform vec2 size;
layout(location = 0) in vec2 pos;
void main() {
	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);
}
