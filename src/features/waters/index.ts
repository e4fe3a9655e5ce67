// What other features use of the waters: a match on a closed water is flagged with its status.
export { useWaterStatuses, waterStatusesQuery } from './api/get-water-status';
export { WaterStatusChip } from './components/WaterStatusChip';
export { WatersAtAGlance } from './components/WatersAtAGlance';
export { clubToday, matchWaterStatus, shownStatus, waterOfLocation } from './water-status-text';
