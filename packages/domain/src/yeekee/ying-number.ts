/** A shot: exactly five digits, kept as text so leading zeros survive (yings.create's rule). */
export const YING_NUMBER_PATTERN = /^\d{5}$/;
