export interface WaterEntry {
  id: string;
  pagePosition: number;
  imgUrl: string;
  text: string;
}
