-- Cycles through pre-computed GET requests, one a line: METHOD<TAB>PATH<TAB>Header: value...
-- The file is the script's argument (`wrk ... -s requests.lua URL -- FILE`).
local requests = {}
local index = 0

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    local fields = {}
    for field in line:gmatch("[^\t]+") do
      fields[#fields + 1] = field
    end
    local headers = {}
    for i = 3, #fields do
      local name, value = fields[i]:match("^([^:]+):%s*(.*)$")
      headers[name] = value
    end
    requests[#requests + 1] = wrk.format(fields[1], fields[2], headers)
  end
  file:close()
end

function request()
  index = index % #requests + 1
  return requests[index]
end
