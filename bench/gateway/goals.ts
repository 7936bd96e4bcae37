/** Issue 12's gateway goals: each endpoint's fixed rate and p99, and the connections the load spreads over. */
export const GATEWAY_GOALS = {
  offerInquiry: { rate: 2000, p99Ms: 10, connections: 50 },
  cryptoOrder: { rate: 300, p99Ms: 50, connections: 30 },
} as const;
