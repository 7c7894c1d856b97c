#version 300 es
precision highp float;
precision highp int;
layout(location = 0) out vec4 frag;
void main() {
	uint x = uint(gl_FragCoord.x), y = uint(gl_FragCoord.y);
	uint a = (x * 2654435761u) ^ (y << 7) ^ (y >> 2);
	uint b = a / (y + 3u) + a % (x + 5u);
	int s = int(a) >> 9;
	uint h = packHalf2x16(vec2(float(x) / 8.0, -float(y)));
	uint f = floatBitsToUint(float(x) * 0.37);
	uvec4 v = uvec4(a & 255u, (b >> 3) & 255u,
			(uint(s) ^ h ^ f) & 255u, 255u);
	frag = vec4(v) / 255.0;
}
