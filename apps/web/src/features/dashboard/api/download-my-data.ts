import { useMutation } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { requestFile } from '~/lib/api-client'
import { saveFile } from '~/lib/save-file'

/** Every plan: one JSON file of everything the server stores about the user. */
export const downloadMyData = () => requestFile(endpoints.exportUserData)

/** Downloads the file and saves it under the server's file name. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: downloadMyData,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? 'tipsy-my-data.json'),
  })
