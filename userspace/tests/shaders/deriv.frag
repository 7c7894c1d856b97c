#version 300 es
precision highp float;
layout(location = 0) out vec4 frag;
void main() {
	vec2 p = gl_FragCoord.xy;
	float f = p.x * p.x / 200.0 + p.y * p.y / 100.0;
	frag = vec4(dFdx(f) / 2.0, dFdy(f) / 2.0,
		    fwidth(f) / 4.0, 1.0);
}
