/** The live stream's path (GET ?ticket=...; text/event-stream, not an envelope): issue 18 item 4. */
export const MESSAGE_STREAM_PATH = '/message/stream';
