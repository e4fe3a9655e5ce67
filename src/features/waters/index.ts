// What other features use of the waters: a match on a closed water is flagged with its status;
// the bailiff's check keeps the statuses for checking with no signal.
export { fetchWaterStatuses, useWaterStatuses, waterStatusesQuery } from './api/get-water-status';
export { WaterStatusChip } from './components/WaterStatusChip';
export { WatersAtAGlance } from './components/WatersAtAGlance';
export { matchWaterStatus, shownStatus, untilText, waterOfLocation } from './water-status-text';
