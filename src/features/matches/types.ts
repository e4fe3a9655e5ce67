export interface Match {
  id: string;
  date: Date;
  location: string;
  description: string;
  drawTime: string;
}

export interface MatchRule {
  id: string;
  rank: number;
  value: string;
}
