#version 300 es
uniform vec2 size;
layout(location = 0) in vec2 pos;
layout(location = 1) in vec2 offset;
flat out vec4 v_color;
void main() {
	gl_Position = vec4((pos + offset) * 2.0 / size - 1.0,
			   0.0, 1.0);
	v_color = vec4(float(gl_InstanceID == 0),
		       float(gl_InstanceID == 1),
		       float(gl_InstanceID == 2), 1.0);
}
