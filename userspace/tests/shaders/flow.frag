#version 300 es
precision highp float;
uniform int n;
layout(location = 0) out vec4 frag;
void main() {
	vec2 p = gl_FragCoord.xy;
	float acc = 0.0;
	for (int i = 0; i < n; i++)
		acc += mod(p.x + float(i) * 3.0, 16.0) < 8.0 ?
			1.0 : 0.0;
	if (p.y > 60.0 && p.x < 20.0)
		discard;
	int band = int(p.y) / 20;
	vec3 c;
	if (band == 0)
		c = vec3(acc / float(n), 0.0, 0.0);
	else if (band == 1)
		c = vec3(0.0, acc / float(n), 0.0);
	else
		c = vec3(0.0, 0.0, acc / float(n));
	frag = vec4(c, 1.0);
}
