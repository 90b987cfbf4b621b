/** The tender document upload route (`POST /api/opportunities/:id/bid_responses/upload`): its body limit is the document upload's. */
export const BID_RESPONSE_UPLOAD_PATH = /^\/api\/opportunities\/\d{1,18}\/bid_responses\/upload$/;
