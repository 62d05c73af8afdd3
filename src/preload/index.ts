import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { type EventMessage, IPC_EVENT, IPC_INVOKE, type PreloadApi } from '../shared/ipc';

/** The renderer's only door to the app: one invoke and one subscription, nothing else. */
const api: PreloadApi = {
  invoke: (method, input) => ipcRenderer.invoke(IPC_INVOKE, method, input),
  on(event, handler) {
    const listener = (_: IpcRendererEvent, message: EventMessage) => {
      if (message.name === event) handler(message.payload);
    };
    ipcRenderer.on(IPC_EVENT, listener);
    return () => ipcRenderer.off(IPC_EVENT, listener);
  },
};

contextBridge.exposeInMainWorld('coachdesk', api);
