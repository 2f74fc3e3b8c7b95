//! A 128-bit hash of a position's identity bytes, for repetition checks.

/// Two independent 64-bit multiply-rotate hashes over the bytes.
pub fn key_of(bytes: &[u8]) -> u128 {
    let mut a: u64 = 0x243F_6A88_85A3_08D3;
    let mut b: u64 = 0x1319_8A2E_0370_7344;
    for chunk in bytes.chunks(8) {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        let x = u64::from_le_bytes(w) ^ (chunk.len() as u64) << 56;
        a = (a ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
        b = (b ^ x.rotate_left(17))
            .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            .rotate_left(31);
    }
    a ^= a >> 33;
    b ^= b >> 29;
    ((a as u128) << 64) | b as u128
}
