-- Opens an app's `.strings` file in headless Neovim with guidegen's language server attached
-- (Neovim's own LSP client) and records the diagnostics it shows: each one's code and the text it
-- covers. Paths come from the environment; the result goes to GUIDEGEN_RESULT as JSON.
local bin, root, file, result_path = os.getenv("GUIDEGEN_BIN"), os.getenv("GUIDEGEN_SITE"), os.getenv("GUIDEGEN_PAGE"), os.getenv("GUIDEGEN_RESULT")
local result = {}

local function finish()
  local out = io.open(result_path, "w")
  out:write(vim.fn.json_encode(result))
  out:close()
  vim.cmd("qa!")
end

local ok, err = pcall(function()
  local client_id = vim.lsp.start_client({ name = "guidegen", cmd = { bin, "lsp" }, root_dir = root, flags = { debounce_text_changes = 0 } })
  if not client_id then error("the client did not start") end
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  if not vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then error("timed out waiting for diagnostics") end
  -- A moment more, in case a second publish follows the first.
  vim.wait(500)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1] or ""
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(result.diagnostics, { code = code, line = d.lnum, text = string.sub(line, d.col + 1, d.end_col) })
  end
end)
if not ok then result.error = tostring(err) end
finish()
