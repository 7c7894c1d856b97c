#version 300 es
precision highp float;
layout(location = 0) out vec4 frag;
void main() {
	float x = gl_FragCoord.x / 96.0;
	int band = int(gl_FragCoord.y) / 10;
	vec3 c;
	if (band == 0) c = vec3(pow(x, 2.2), pow(x, 0.45), exp2(x) - 1.0);
	else if (band == 1) c = vec3(log2(1.0 + x), sqrt(x), inversesqrt(1.0 + 3.0 * x) );
	else if (band == 2) c = vec3(sin(x * 6.2831) * 0.5 + 0.5, cos(x * 6.2831) * 0.5 + 0.5, atan(x * 4.0 - 2.0) / 3.0 + 0.5);
	else if (band == 3) c = vec3(smoothstep(0.2, 0.8, x), mix(0.1, 0.9, x), step(0.5, x));
	else if (band == 4) c = vec3(fract(x * 3.7), mod(x * 5.0, 1.3) / 1.3, abs(x - 0.5) * 2.0);
	else if (band == 5) c = vec3(floor(x * 8.0) / 8.0, ceil(x * 8.0) / 8.0, round(x * 8.0) / 8.0);
	else if (band == 6) c = vec3(tan(x - 0.5) + 0.5, asin(x) / 1.6, acos(x) / 3.2);
	else c = vec3(exp(x) / 3.0, log(1.0 + x * 1.7), clamp(x * 2.0 - 0.5, 0.0, 1.0));
	frag = vec4(c, 1.0);
}
